import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseIntPipe, Post, Query, Req } from '@nestjs/common';
import {
  dateChangeQuoteReply,
  deskBookingReply,
  makeStaffRoomBookingSchema,
  ROOM_DESK_ACCESS,
  roomBookingCancellationSchema,
  roomBookingReply,
  staffStayMoveSchema,
  type DateChangeQuoteReply,
  type DeskBookingReply,
  type RoomBookingCancellation,
  type RoomBookingReply,
  type StaffRoomBookingParsed,
  type StaffStayMove,
} from '@lakeside/contracts';
import type { StaffRequest } from '../auth/staff-authorizer.js';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { staffOf } from '../auth/staff-of.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { ZodPipeForToday } from '../common/validation/zod-pipe-for-today.js';
import { RoomDeskService } from './room-desk.service.js';

/**
 * The desk's room bookings (walk-in and phone guests): book without a payment step, move to
 * other dates or another room, and cancel. Roles per ROOM_DESK_ACCESS in @lakeside/contracts. The generic admin grid keeps
 * room bookings read-only, so these are the only staff writes that touch them.
 */
@Controller('api/room-bookings')
export class RoomDeskController {
  constructor(private readonly desk: RoomDeskService) {}

  /** 201 { booking, emailSent }: confirmed, nights claimed, to be paid at the retreat. */
  @Post('staff')
  @ReplyContract(deskBookingReply)
  @StaffOnly(...ROOM_DESK_ACCESS.create)
  book(
    @Body(new ZodPipeForToday(makeStaffRoomBookingSchema)) body: StaffRoomBookingParsed,
    @Req() request: StaffRequest,
  ): Promise<DeskBookingReply> {
    return this.desk.book(body, staffOf(request));
  }

  /** What moving the stay would mean, before the desk does it: the same quote the guest reads. */
  @Get(':id/move')
  @ReplyContract(dateChangeQuoteReply)
  @StaffOnly(...ROOM_DESK_ACCESS.move)
  quoteMove(
    @Param('id', ParseIntPipe) id: number,
    @Query(new ZodPipe(staffStayMoveSchema)) query: StaffStayMove,
  ): Promise<DateChangeQuoteReply> {
    return this.desk.quoteMove(id, query);
  }

  /** 200 with the moved booking: other dates or another room, re-priced (docs/requirements/policies.md#changing-dates). */
  @Post(':id/move')
  @ReplyContract(roomBookingReply)
  @StaffOnly(...ROOM_DESK_ACCESS.move)
  @HttpCode(HttpStatus.OK)
  move(
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(staffStayMoveSchema)) body: StaffStayMove,
    @Req() request: StaffRequest,
  ): Promise<RoomBookingReply> {
    return this.desk.move(id, body, staffOf(request));
  }

  /** 200 with the cancelled booking; its nights are free again. */
  @Post(':id/cancel')
  @ReplyContract(roomBookingReply)
  @StaffOnly(...ROOM_DESK_ACCESS.cancel)
  @HttpCode(HttpStatus.OK)
  cancel(
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(roomBookingCancellationSchema)) body: RoomBookingCancellation,
    @Req() request: StaffRequest,
  ): Promise<RoomBookingReply> {
    return this.desk.cancel(id, body, staffOf(request));
  }
}
