import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  makeSaunaBookingSchema,
  saunaBookedReply,
  saunaBookingListReply,
  type SaunaBookedReply,
  type SaunaBookingParsed,
  type SaunaBookingReply,
} from '@lakeside/contracts';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { PublicWrite } from '../common/rate-limit/public-write.decorator.js';
import { ZodPipeForToday } from '../common/validation/zod-pipe-for-today.js';
import { SaunaBookingService } from './sauna-booking.service.js';

@Controller('api/sauna-bookings')
export class SaunaBookingsController {
  constructor(private readonly bookings: SaunaBookingService) {}

  /**
   * Books a slot: 201 with the booking and `emailSent`; 409 when the slot is taken. The
   * schema knows today's date at the retreat: a session in the past is refused by field.
   */
  @Post()
  @HttpCode(201)
  @PublicWrite()
  @ReplyContract(saunaBookedReply)
  book(@Body(new ZodPipeForToday(makeSaunaBookingSchema)) body: SaunaBookingParsed): Promise<SaunaBookedReply> {
    return this.bookings.book(body);
  }

  /** Staff list for the console (any signed-in staff role): guests' names and e-mails are never public. */
  @Get()
  @StaffOnly()
  @ReplyContract(saunaBookingListReply)
  list(): Promise<SaunaBookingReply[]> {
    return this.bookings.list();
  }
}
