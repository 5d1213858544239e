import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ADMIN_RESOURCES,
  roomBookingListReply,
  roomBookingReply,
  roomBookingSchema,
  type RoomBookingParsed,
  type RoomBookingReply,
} from '@lakeside/contracts';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { PublicWrite } from '../common/rate-limit/public-write.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { RoomBookingsService } from './room-bookings.service.js';

@Controller('api/room-bookings')
export class RoomBookingsController {
  constructor(private readonly bookings: RoomBookingsService) {}

  /** For the console's bookings views, calendar and daily overview. */
  @Get()
  @ReplyContract(roomBookingListReply)
  @StaffOnly(...ADMIN_RESOURCES['room-bookings'].read)
  list(): Promise<RoomBookingReply[]> {
    return this.bookings.list();
  }

  /** 200 with the paid booking (it was created at hold time, so nothing is created here). */
  @Post()
  @ReplyContract(roomBookingReply)
  @PublicWrite()
  @HttpCode(HttpStatus.OK)
  create(@Body(new ZodPipe(roomBookingSchema)) payload: RoomBookingParsed): Promise<RoomBookingReply> {
    return this.bookings.findPaid(payload);
  }
}
