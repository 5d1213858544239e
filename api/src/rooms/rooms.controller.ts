import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import {
  makeRoomSearchSchema,
  roomListReply,
  roomReply,
  roomSearchReply,
  type RoomReply,
  type RoomSearchParsed,
  type RoomSearchReply,
} from '@lakeside/contracts';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { ZodPipeForToday } from '../common/validation/zod-pipe-for-today.js';
import { RoomAvailabilityService } from './room-availability.service.js';
import { RoomsService } from './rooms.service.js';

@Controller('api/rooms')
export class RoomsController {
  constructor(
    private readonly rooms: RoomsService,
    private readonly availability: RoomAvailabilityService,
  ) {}

  @Get()
  @ReplyContract(roomListReply)
  @Header('content-type', 'application/json; charset=utf-8')
  list(): Promise<string> {
    return this.rooms.listJson();
  }

  /** ?checkin&checkout&guests[&roomType]. Declared before ':id' so 'availability' is never read as a room id. */
  @Get('availability')
  @ReplyContract(roomSearchReply)
  search(@Query(new ZodPipeForToday(makeRoomSearchSchema)) query: RoomSearchParsed): Promise<RoomSearchReply> {
    return this.availability.search(query);
  }

  @Get(':id')
  @ReplyContract(roomReply)
  async get(@Param('id') id: string): Promise<RoomReply> {
    return this.rooms.view(id);
  }
}
