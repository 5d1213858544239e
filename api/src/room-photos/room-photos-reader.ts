import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RoomPhotoReply, RoomPhotosReply } from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import { Room } from '../rooms/room.entity.js';
import { RoomPhoto } from './room-photo.entity.js';
import { toRoomPhotoView, toStaffRoomPhotoView } from './room-photo-view.js';

/** Photos in the order guests see them: by position, then as uploaded. */
const PHOTO_ORDER = { position: 'ASC', id: 'ASC' } as const;

/** Reads room photos: the console's page, and each room's photos for the guest replies. */
@Injectable()
export class RoomPhotosReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every room's photos as guests see them, cover first; a room without any is absent. */
  async byRoom(): Promise<Map<string, RoomPhotoReply[]>> {
    const photos = await this.dataSource.getRepository(RoomPhoto).find({ order: PHOTO_ORDER });
    const byRoom = new Map<string, RoomPhotoReply[]>();
    for (const photo of photos) byRoom.set(photo.roomId, [...(byRoom.get(photo.roomId) ?? []), toRoomPhotoView(photo)]);
    return byRoom;
  }

  /** One room's photos as guests see them, cover first. */
  async ofRoom(roomId: string): Promise<RoomPhotoReply[]> {
    const photos = await this.dataSource.getRepository(RoomPhoto).find({ where: { roomId }, order: PHOTO_ORDER });
    return photos.map(toRoomPhotoView);
  }

  /** The console's Room photos page: every room in display order, inactive ones too (staff prepare them). */
  async page(): Promise<RoomPhotosReply> {
    const [rooms, photos] = await Promise.all([
      this.dataSource.getRepository(Room).find({ order: { displayOrder: 'ASC', id: 'ASC' } }),
      this.dataSource.getRepository(RoomPhoto).find({ order: PHOTO_ORDER }),
    ]);
    return {
      rooms: rooms.map((room) => ({
        roomId: room.id,
        name: room.name,
        isActive: room.isActive,
        photos: photos.filter((photo) => photo.roomId === room.id).map(toStaffRoomPhotoView),
      })),
    };
  }
}
