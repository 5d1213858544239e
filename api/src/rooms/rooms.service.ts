import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ratingFromTotals, type RoomReply } from '@lakeside/contracts';
import type { Repository } from 'typeorm';
import { CatalogueCache } from '../common/cache/catalogue-cache.js';
import { ReviewRatings } from '../reviews/review-ratings.js';
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
    private readonly ratings: ReviewRatings,
    private readonly photos: RoomPhotosReader,
  ) {}

  /**
   * Every page with room cards reads this (RoomReply[]), so it is served from memory as ready
   * JSON; approving or hiding a review (a write to `reviews`) clears it like a room edit does.
   */
  listJson(): Promise<string> {
    return this.cache.json(VIEW_KEY, ['rooms', 'reviews', 'room_photos'], async (): Promise<RoomReply[]> => {
      const [rooms, ratings, photos] = await Promise.all([this.list(), this.ratings.byRoom(), this.photos.byRoom()]);
      return rooms.map((room) =>
        toRoomView(room, ratings.get(room.id) ?? ratingFromTotals(0, 0), photos.get(room.id) ?? []),
      );
    });
  }

  /** One active room as guests read it, with its reviews' rating and its photos. */
  async view(id: string): Promise<RoomReply> {
    const room = await this.get(id);
    const [ratings, photos] = await Promise.all([this.ratings.ofRoom(id), this.photos.ofRoom(id)]);
    return toRoomView(room, ratings, photos);
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
