import { Controller, Get, Header, Param } from '@nestjs/common';
import type { Room } from './room.entity.js';
import { RoomsService } from './rooms.service.js';

@Controller('api/rooms')
export class RoomsController {
  constructor(private readonly rooms: RoomsService) {}

  @Get()
  @Header('content-type', 'application/json; charset=utf-8')
  list(): Promise<string> {
    return this.rooms.listJson();
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<Room> {
    return this.rooms.get(id);
  }
}
