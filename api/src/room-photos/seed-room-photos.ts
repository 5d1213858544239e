import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { Room } from '../rooms/room.entity.js';
import { RoomPhotoFiles } from './room-photo-files.js';
import { ROOM_PHOTO_SCENES, roomSceneSvg } from './room-photo-scenes.js';
import { RoomPhoto } from './room-photo.entity.js';
import { RoomPhotosService } from './room-photos.service.js';

/**
 * The demo's photos (`npm start`, `npm run db:seed`): one per seeded room that has none, drawn
 * from our own scene and uploaded as staff would (sizes made, files under ROOM_PHOTOS_DIR). Not
 * part of runSeeds, which the tests share: making the sizes takes seconds.
 */
export async function seedRoomPhotos(dataSource: DataSource, config: Pick<AppConfig, 'ROOM_PHOTOS_DIR'>): Promise<number> {
  const photos = new RoomPhotosService(dataSource, new RoomPhotoFiles(config as AppConfig));
  const rooms = await dataSource.getRepository(Room).find();
  let added = 0;
  for (const room of rooms) {
    const scene = ROOM_PHOTO_SCENES[room.id];
    if (!scene || (await dataSource.getRepository(RoomPhoto).existsBy({ roomId: room.id }))) continue;
    const content = await sharp(Buffer.from(roomSceneSvg(room.id))).jpeg({ quality: 88 }).toBuffer();
    await photos.add(room.id, [{ filename: `${room.id}.jpg`, mimetype: 'image/jpeg', content }]);
    const photo = await dataSource.getRepository(RoomPhoto).findOneByOrFail({ roomId: room.id });
    await photos.setText(photo.id, { alt: scene.alt, altEs: scene.altEs });
    added += 1;
  }
  return added;
}
