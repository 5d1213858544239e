import { Body, Controller, HttpCode, HttpStatus, Param, ParseIntPipe, Post, Req } from '@nestjs/common';
import {
  bookingPaymentStaffReply,
  deskPaymentSchema,
  ROOM_DESK_ACCESS,
  roomBookingReply,
  type BookingPaymentStaffReply,
  type DeskPayment,
  type RoomBookingReply,
} from '@lakeside/contracts';
import type { StaffRequest } from '../auth/staff-authorizer.js';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { staffOf } from '../auth/staff-of.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { toBookingPaymentView } from '../payments/booking-payments.controller.js';
import { toRoomBookingView } from './room-booking.view.js';
import { RoomStayWriter } from './room-stay-writer.js';

/** The front desk's taps on a room booking: arrival, departure, no-show, payment at the desk. */
@Controller('api/room-bookings')
export class RoomFrontDeskController {
  constructor(private readonly stays: RoomStayWriter) {}

  @Post(':id/check-in')
  @HttpCode(HttpStatus.OK)
  @ReplyContract(roomBookingReply)
  @StaffOnly(...ROOM_DESK_ACCESS.frontDesk)
  async checkIn(@Param('id', ParseIntPipe) id: number, @Req() request: StaffRequest): Promise<RoomBookingReply> {
    return toRoomBookingView(await this.stays.checkIn(id, staffOf(request)));
  }

  @Post(':id/check-out')
  @HttpCode(HttpStatus.OK)
  @ReplyContract(roomBookingReply)
  @StaffOnly(...ROOM_DESK_ACCESS.frontDesk)
  async checkOut(@Param('id', ParseIntPipe) id: number, @Req() request: StaffRequest): Promise<RoomBookingReply> {
    return toRoomBookingView(await this.stays.checkOut(id, staffOf(request)));
  }

  @Post(':id/no-show')
  @HttpCode(HttpStatus.OK)
  @ReplyContract(roomBookingReply)
  @StaffOnly(...ROOM_DESK_ACCESS.noShow)
  async noShow(@Param('id', ParseIntPipe) id: number, @Req() request: StaffRequest): Promise<RoomBookingReply> {
    return toRoomBookingView(await this.stays.markNoShow(id, staffOf(request)));
  }

  /** 201 with the payment row: a pay-at-retreat booking paid in cash (Q or USD) or by card. */
  @Post(':id/payments')
  @ReplyContract(bookingPaymentStaffReply)
  @StaffOnly(...ROOM_DESK_ACCESS.frontDesk)
  async pay(
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(deskPaymentSchema)) payment: DeskPayment,
    @Req() request: StaffRequest,
  ): Promise<BookingPaymentStaffReply> {
    return toBookingPaymentView(await this.stays.takePayment(id, payment, staffOf(request)));
  }
}
