import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import {
  housekeepingChangeSchema,
  ROOM_HOUSEKEEPING_ACCESS,
  roomBoardEntryReply,
  roomStatusBoardReply,
  type HousekeepingChange,
  type RoomBoardEntryReply,
  type RoomStatusBoardReply,
} from '@lakeside/contracts';
import type { StaffRequest } from '../auth/staff-authorizer.js';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { staffOf } from '../auth/staff-of.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { RoomHousekeepingWriter } from './room-housekeeping-writer.js';
import { RoomStatusBoard } from './room-status-board.js';

/**
 * The rooms' day for staff: who arrives, stays and leaves, and each room's housekeeping.
 * 'status-board' is a static path, which the router prefers to RoomsController's ':id'.
 */
@Controller('api/rooms')
export class RoomStatusBoardController {
  constructor(
    private readonly board: RoomStatusBoard,
    private readonly housekeeping: RoomHousekeepingWriter,
  ) {}

  @Get('status-board')
  @ReplyContract(roomStatusBoardReply)
  @StaffOnly(...ROOM_HOUSEKEEPING_ACCESS.board)
  statusBoard(@Req() request: StaffRequest): Promise<RoomStatusBoardReply> {
    return this.board.board(staffOf(request).role);
  }

  /** 200 with the room's board entry; 409 out of order, 403 an inspection by staff. */
  @Post(':id/housekeeping')
  @HttpCode(HttpStatus.OK)
  @ReplyContract(roomBoardEntryReply)
  @StaffOnly(...ROOM_HOUSEKEEPING_ACCESS.board)
  async setHousekeeping(
    @Param('id') id: string,
    @Body(new ZodPipe(housekeepingChangeSchema)) change: HousekeepingChange,
    @Req() request: StaffRequest,
  ): Promise<RoomBoardEntryReply> {
    const staff = staffOf(request);
    await this.housekeeping.move(id, change.status, staff);
    return this.board.entry(id, staff.role);
  }
}
