import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { makeRoomSearchSchema, type RoomSearchParsed } from '@lakeside/contracts';
import { ZodPipeForToday } from '../common/validation/zod-pipe-for-today.js';
import type { Room } from './room.entity.js';
import { RoomAvailabilityService, type AvailabilityReply } from './room-availability.service.js';
import { RoomsService } from './rooms.service.js';

@Controller('api/rooms')
export class RoomsController {
  constructor(
    private readonly rooms: RoomsService,
    private readonly availability: RoomAvailabilityService,
  ) {}

  @Get()
  @Header('content-type', 'application/json; charset=utf-8')
  list(): Promise<string> {
    return this.rooms.listJson();
  }

  /** ?checkin&checkout&guests[&roomType]. Declared before ':id' so 'availability' is never read as a room id. */
  @Get('availability')
  search(@Query(new ZodPipeForToday(makeRoomSearchSchema)) query: RoomSearchParsed): Promise<AvailabilityReply> {
    return this.availability.search(query);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<Room> {
    return this.rooms.get(id);
  }
}
