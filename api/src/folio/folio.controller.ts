import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ADMIN_RESOURCES,
  folioReply,
  inHouseStayListReply,
  ROOM_DESK_ACCESS,
  roomChargeReply,
  roomChargeRequestSchema,
  type FolioReply,
  type InHouseStayReply,
  type RoomChargeReply,
  type RoomChargeRequest,
} from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import type { StaffRequest } from '../auth/staff-authorizer.js';
import { staffOf } from '../auth/staff-of.js';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { folioOf } from './folio-view.js';
import { inHouseStays } from './in-house-stays.js';
import { RoomCharges } from './room-charges.js';

/** Whoever takes payments at the till may charge a meal to a room. */
const TILL = ADMIN_RESOURCES['restaurant-orders'].read;

@Controller('api')
export class FolioController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly charges: RoomCharges,
  ) {}

  /** ?q= guest name, room or reference — the POS picker's list of stays a meal can go on. */
  @Get('folio/in-house')
  @ReplyContract(inHouseStayListReply)
  @StaffOnly(...TILL)
  inHouse(@Query('q') search?: string): Promise<InHouseStayReply[]> {
    return inHouseStays(this.dataSource.manager, retreatToday(), typeof search === 'string' ? search : undefined);
  }

  /** The stay's nights, meals charged to the room, payments and balance due. */
  @Get('folio/stays/:id')
  @ReplyContract(folioReply)
  @StaffOnly(...ROOM_DESK_ACCESS.frontDesk)
  folio(@Param('id', ParseIntPipe) id: number): Promise<FolioReply> {
    return folioOf(this.dataSource.manager, id);
  }

  /** { bookingId } → 200 { charge, order }; 409 folio.notInHouse, restaurant.alreadyPaid. */
  @Post('restaurant/orders/:id/room-charge')
  @ReplyContract(roomChargeReply)
  @HttpCode(200)
  @StaffOnly(...TILL)
  charge(
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(roomChargeRequestSchema)) body: RoomChargeRequest,
    @Req() request: StaffRequest,
  ): Promise<RoomChargeReply> {
    return this.charges.charge(id, body, staffOf(request));
  }
}
