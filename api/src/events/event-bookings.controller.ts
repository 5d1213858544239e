import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  eventBookingReply,
  eventQuoteQuerySchema,
  sessionPaymentOrderReply,
  sessionQuoteReply,
  type EventQuoteQuery,
  type EventBookingReply,
  type SessionPaymentOrderReply,
  type SessionQuoteReply,
} from '@lakeside/contracts';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { PublicWrite } from '../common/rate-limit/public-write.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { eventBookingBody, type EventBookingBody } from './dto/event-booking.body.js';
import { EventBookingService } from './event-booking.service.js';
import { EventCheckoutService } from './event-checkout.service.js';

@Controller('api/event-bookings')
export class EventBookingsController {
  constructor(
    private readonly bookings: EventBookingService,
    private readonly checkout: EventCheckoutService,
  ) {}

  /** Before paying: tickets × price, the cancellation deadline, and whether paying at the retreat is offered. */
  @Get('quote')
  @ReplyContract(sessionQuoteReply)
  quote(@Query(new ZodPipe(eventQuoteQuerySchema)) query: EventQuoteQuery): Promise<SessionQuoteReply> {
    return this.bookings.quote(query);
  }

  /**
   * Reserves tickets paid at the retreat: 201 with the booking and `emailSent`; 409 when the
   * seats are gone; 422 checkout.payAtRetreatNotOffered when the retreat takes them only paid online.
   */
  @Post()
  @HttpCode(201)
  @PublicWrite()
  @ReplyContract(eventBookingReply)
  book(@Body(new ZodPipe(eventBookingBody)) body: EventBookingBody): Promise<EventBookingReply> {
    return this.bookings.book(body);
  }

  /** Pay now: 201 with the payment order, the seats held (SESSION_HOLD_MINUTES) for the server's price. */
  @Post('checkout')
  @HttpCode(201)
  @PublicWrite()
  @ReplyContract(sessionPaymentOrderReply)
  startCheckout(@Body(new ZodPipe(eventBookingBody)) body: EventBookingBody): Promise<SessionPaymentOrderReply> {
    return this.checkout.start(body);
  }

  /** 200: captured and confirmed (or already confirmed by an earlier capture: `emailSent` false). */
  @Post('checkout/:orderId/capture')
  @HttpCode(HttpStatus.OK)
  @PublicWrite()
  @ReplyContract(eventBookingReply)
  capture(@Param('orderId') orderId: string): Promise<EventBookingReply> {
    return this.checkout.capture(orderId);
  }
}
