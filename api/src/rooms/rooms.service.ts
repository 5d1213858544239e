import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { RoomReply } from '@lakeside/contracts';
import type { Repository } from 'typeorm';
import { CatalogueCache } from '../common/cache/catalogue-cache.js';
import { RoomPhotosReader } from '../room-photos/room-photos-reader.js';
import { RoomError } from './room-errors.js';
import { Room } from './room.entity.js';
import { toRoomView } from './room-view.js';

const LIST_KEY = 'rooms:list';
const VIEW_KEY = 'rooms:list:view';

/** The room catalogue as guests see it: active rooms in display order. */
@Injectable()
export class RoomsService {
  constructor(
    @InjectRepository(Room) private readonly rooms: Repository<Room>,
    private readonly cache: CatalogueCache,
    private readonly photos: RoomPhotosReader,
  ) {}

  /** Every page with room cards reads this (RoomReply[]), so it is served from memory as ready JSON. */
  listJson(): Promise<string> {
    return this.cache.json(VIEW_KEY, ['rooms', 'room_photos'], async (): Promise<RoomReply[]> => {
      const [rooms, photos] = await Promise.all([this.list(), this.photos.byRoom()]);
      return rooms.map((room) => toRoomView(room, photos.get(room.id) ?? []));
    });
  }

  /** One active room as guests read it, with its photos. */
  async view(id: string): Promise<RoomReply> {
    const room = await this.get(id);
    return toRoomView(room, await this.photos.ofRoom(id));
  }

  /** The same cached list (shared: callers must not modify the rooms). */
  list(): Promise<readonly Room[]> {
    return this.cache.get(LIST_KEY, ['rooms'], () => this.load());
  }

  private load(): Promise<Room[]> {
    return this.rooms.find({ where: { isActive: true }, order: { displayOrder: 'ASC', id: 'ASC' } });
  }

  async get(id: string): Promise<Room> {
    const room = await this.rooms.findOneBy({ id, isActive: true });
    if (!room) throw new RoomError('rooms.notFound');
    return room;
  }
}
