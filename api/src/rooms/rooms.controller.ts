import { Controller, Get, Param } from '@nestjs/common';
import type { Room } from './room.entity.js';
import { RoomsService } from './rooms.service.js';

@Controller('api/rooms')
export class RoomsController {
  constructor(private readonly rooms: RoomsService) {}

  @Get()
  list(): Promise<Room[]> {
    return this.rooms.list();
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<Room> {
    return this.rooms.get(id);
  }
}
