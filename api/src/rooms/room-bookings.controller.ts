import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ADMIN_RESOURCES, roomBookingSchema, type RoomBookingParsed } from '@lakeside/contracts';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { PublicWrite } from '../common/rate-limit/public-write.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import type { RoomBookingView } from './room-booking.view.js';
import { RoomBookingsService } from './room-bookings.service.js';

@Controller('api/room-bookings')
export class RoomBookingsController {
  constructor(private readonly bookings: RoomBookingsService) {}

  /** For the console's bookings views, calendar and daily overview. */
  @Get()
  @StaffOnly(...ADMIN_RESOURCES['room-bookings'].read)
  list(): Promise<RoomBookingView[]> {
    return this.bookings.list();
  }

  /** 200 with the paid booking (it was created at hold time, so nothing is created here). */
  @Post()
  @PublicWrite()
  @HttpCode(HttpStatus.OK)
  create(@Body(new ZodPipe(roomBookingSchema)) payload: RoomBookingParsed): Promise<RoomBookingView> {
    return this.bookings.findPaid(payload);
  }
}
