import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { eventBookingReply, type EventBookingReply } from '@lakeside/contracts';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { PublicWrite } from '../common/rate-limit/public-write.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { eventBookingBody, type EventBookingBody } from './dto/event-booking.body.js';
import { EventBookingService } from './event-booking.service.js';

@Controller('api/event-bookings')
export class EventBookingsController {
  constructor(private readonly bookings: EventBookingService) {}

  /** Reserves tickets: 201 with the booking and `emailSent`; 409 when the seats are gone. */
  @Post()
  @HttpCode(201)
  @PublicWrite()
  @ReplyContract(eventBookingReply)
  book(@Body(new ZodPipe(eventBookingBody)) body: EventBookingBody): Promise<EventBookingReply> {
    return this.bookings.book(body);
  }
}
