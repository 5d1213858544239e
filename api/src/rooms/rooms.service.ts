import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Room } from './room.entity.js';

export const ROOM_NOT_FOUND_MESSAGE = 'Room not found';

/** The room catalogue as guests see it: active rooms in display order. */
@Injectable()
export class RoomsService {
  constructor(@InjectRepository(Room) private readonly rooms: Repository<Room>) {}

  list(): Promise<Room[]> {
    return this.rooms.find({ where: { isActive: true }, order: { displayOrder: 'ASC', id: 'ASC' } });
  }

  async get(id: string): Promise<Room> {
    const room = await this.rooms.findOneBy({ id, isActive: true });
    if (!room) throw new NotFoundException(ROOM_NOT_FOUND_MESSAGE);
    return room;
  }
}
