import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { makeSaunaBookingSchema, type SaunaBookingParsed } from '@lakeside/contracts';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { PublicWrite } from '../common/rate-limit/public-write.decorator.js';
import { ZodPipeForToday } from '../common/validation/zod-pipe-for-today.js';
import type { SaunaBooking } from './sauna-booking.entity.js';
import { SaunaBookingService, type SaunaBookingReply } from './sauna-booking.service.js';

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
  book(@Body(new ZodPipeForToday(makeSaunaBookingSchema)) body: SaunaBookingParsed): Promise<SaunaBookingReply> {
    return this.bookings.book(body);
  }

  /** Staff list for the console (any signed-in staff role): guests' names and e-mails are never public. */
  @Get()
  @StaffOnly()
  list(): Promise<SaunaBooking[]> {
    return this.bookings.list();
  }
}
