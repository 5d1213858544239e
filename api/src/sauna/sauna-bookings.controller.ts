import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  makeSaunaBookingSchema,
  saunaBookedReply,
  saunaBookingListReply,
  saunaQuoteQuerySchema,
  sessionPaymentOrderReply,
  sessionQuoteReply,
  type SaunaBookedReply,
  type SaunaQuoteQuery,
  type SessionQuoteReply,
  type SaunaBookingParsed,
  type SaunaBookingReply,
  type SessionPaymentOrderReply,
} from '@lakeside/contracts';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { PublicWrite } from '../common/rate-limit/public-write.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { ZodPipeForToday } from '../common/validation/zod-pipe-for-today.js';
import { SaunaBookingService } from './sauna-booking.service.js';
import { SaunaCheckoutService } from './sauna-checkout.service.js';

@Controller('api/sauna-bookings')
export class SaunaBookingsController {
  constructor(
    private readonly bookings: SaunaBookingService,
    private readonly checkout: SaunaCheckoutService,
  ) {}

  /**
   * Books a slot: 201 with the booking and `emailSent`; 409 when the slot is taken. The
   * schema knows today's date at the retreat: a session in the past is refused by field. Paid
   * at the retreat: 422 checkout.payAtRetreatNotOffered when the retreat takes them only online.
   */
  @Post()
  @HttpCode(201)
  @PublicWrite()
  @ReplyContract(saunaBookedReply)
  book(@Body(new ZodPipeForToday(makeSaunaBookingSchema)) body: SaunaBookingParsed): Promise<SaunaBookedReply> {
    return this.bookings.book(body);
  }

  /** Before paying: the rate for the length, the cancellation deadline, and whether paying at the retreat is offered. */
  @Get('quote')
  @ReplyContract(sessionQuoteReply)
  quote(@Query(new ZodPipe(saunaQuoteQuerySchema)) query: SaunaQuoteQuery): Promise<SessionQuoteReply> {
    return this.bookings.quote(query);
  }

  /** Pay now: 201 with the payment order, the slot held (SESSION_HOLD_MINUTES) for the server's rate. */
  @Post('checkout')
  @HttpCode(201)
  @PublicWrite()
  @ReplyContract(sessionPaymentOrderReply)
  startCheckout(
    @Body(new ZodPipeForToday(makeSaunaBookingSchema)) body: SaunaBookingParsed,
  ): Promise<SessionPaymentOrderReply> {
    return this.checkout.start(body);
  }

  /** 200: captured and confirmed (or already confirmed by an earlier capture: `emailSent` false). */
  @Post('checkout/:orderId/capture')
  @HttpCode(HttpStatus.OK)
  @PublicWrite()
  @ReplyContract(saunaBookedReply)
  capture(@Param('orderId') orderId: string): Promise<SaunaBookedReply> {
    return this.checkout.capture(orderId);
  }

  /** Staff list for the console (any signed-in staff role): guests' names and e-mails are never public. */
  @Get()
  @StaffOnly()
  @ReplyContract(saunaBookingListReply)
  list(): Promise<SaunaBookingReply[]> {
    return this.bookings.list();
  }
}
