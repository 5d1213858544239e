/**
 * Real room photos for the site's browser tests: each room's picture drawn and encoded with
 * sharp as AVIF and WebP at two widths, as the API makes them, and the fake API's routes that
 * serve the rooms with them and their files (with the API's immutable cache header).
 */
import type { RoomPhotoReply, RoomReply } from '@lakeside/contracts';
import sharp from 'sharp';
import type { FakeRoute } from './fake-api';
import { ROOMS_FIXTURE } from './rooms-fixture';

const WIDTHS = [480, 960];
const FORMATS = ['avif', 'webp'] as const;

async function photoOf(
  room: RoomReply,
  index: number,
): Promise<{ photo: RoomPhotoReply; files: Record<string, Buffer> }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <rect width="1600" height="600" fill="#8fbccc"/><rect y="600" width="1600" height="400" fill="#2f6f7c"/>
    <circle cx="${300 + index * 300}" cy="260" r="90" fill="#fff4d6"/><path d="M300 600 700 200 1100 600z" fill="#5d7888"/></svg>`;
  const original = await sharp(Buffer.from(svg)).jpeg().toBuffer();
  const key = `${String(index).padStart(2, '0')}`.padEnd(64, 'a');
  const files: Record<string, Buffer> = {};
  const variants: RoomPhotoReply['variants'] = [];
  for (const format of FORMATS)
    for (const width of WIDTHS) {
      const name = `${key}-${width}.${format}`;
      files[name] = await sharp(original).resize({ width }).toFormat(format).toBuffer();
      variants.push({ format, width, height: (width * 10) / 16, url: `/api/room-photos/files/${name}` });
    }
  return {
    photo: {
      id: index + 1,
      alt: `${room.name}: the view from the terrace`,
      altEs: index === 0 ? 'La vista desde la terraza' : null,
      width: 960,
      height: 600,
      variants,
    },
    files,
  };
}

/**
 * The fixture's rooms with one photo each but the last (which keeps its drawing), and the
 * routes that answer the room list, each room and the photos' files.
 */
export async function roomPhotoRoutes(): Promise<{ rooms: RoomReply[]; routes: Record<string, FakeRoute> }> {
  const files: Record<string, Buffer> = {};
  const rooms: RoomReply[] = [];
  for (const [index, room] of ROOMS_FIXTURE.entries()) {
    if (index === ROOMS_FIXTURE.length - 1) {
      rooms.push({ ...room, photos: [] });
      continue;
    }
    const made = await photoOf(room, index);
    Object.assign(files, made.files);
    rooms.push({ ...room, photos: [made.photo] });
  }
  const routes: Record<string, FakeRoute> = { 'GET /api/rooms': () => ({ status: 200, body: rooms }) };
  for (const room of rooms) routes[`GET /api/rooms/${room.id}`] = () => ({ status: 200, body: room });
  for (const [name, content] of Object.entries(files))
    routes[`GET /api/room-photos/files/${name}`] = () => ({
      status: 200,
      body: content,
      headers: {
        'content-type': `image/${name.split('.').pop()}`,
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
  return { rooms, routes };
}
