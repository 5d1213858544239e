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
export async function seedRoomPhotos(
  dataSource: DataSource,
  config: Pick<AppConfig, 'ROOM_PHOTOS_DIR'>,
): Promise<number> {
  const photos = new RoomPhotosService(dataSource, new RoomPhotoFiles(config as AppConfig));
  const rooms = await dataSource.getRepository(Room).find();
  let added = 0;
  for (const room of rooms) {
    const scene = ROOM_PHOTO_SCENES[room.id];
    if (!scene || (await dataSource.getRepository(RoomPhoto).existsBy({ roomId: room.id }))) continue;
    const content = await photographed(roomSceneSvg(room.id));
    await photos.add(room.id, [{ filename: `${room.id}.jpg`, mimetype: 'image/jpeg', content }]);
    const photo = await dataSource.getRepository(RoomPhoto).findOneByOrFail({ roomId: room.id });
    await photos.setText(photo.id, { alt: scene.alt, altEs: scene.altEs });
    added += 1;
  }
  return added;
}

const WIDTH = 1600;
const HEIGHT = 1000;

/**
 * The scene as a camera would give it: flat drawn colours compress to almost nothing, so the
 * demo (and the bench that measures it) would weigh far less than real photos. A fixed grain,
 * coarse enough to survive the smaller sizes (the same every seed, so the content hash is too),
 * gives the JPEG and its sizes about a photo's weight (the 960 px AVIF some 50 KB).
 */
async function photographed(svg: string): Promise<Buffer> {
  const [width, height] = [WIDTH / 2, HEIGHT / 2];
  const grain = Buffer.alloc(width * height * 3);
  let seed = 0x2f6f7c;
  for (let i = 0; i < grain.length; i += 1) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    grain[i] = 80 + ((seed >>> 16) % 96);
  }
  const texture = await sharp(grain, { raw: { width, height, channels: 3 } })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: texture, blend: 'soft-light' }])
    .jpeg({ quality: 86 })
    .toBuffer();
}
