/**
 * Room photos (issue 16): staff upload several at once; the API refuses what is not a photo,
 * is too large or too many, keeps the original and makes AVIF and WebP sizes (read back here
 * with sharp), serves them at immutable URLs, reorders in one write and removes a photo's files
 * with it. SQLite, and MariaDB with DATABASE_URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  ROOM_PHOTO_LIMITS,
  ROOM_PHOTO_MESSAGES,
  roomListReply,
  roomPhotosReply,
  roomReply,
  type RoomPhotosReply,
} from '@lakeside/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomPhoto } from '../src/room-photos/room-photo.entity.js';
import { apiClient, type ApiReply } from './support/api-client.js';
import { refusal } from './support/expected-errors.js';
import { CONSOLE_ORIGIN, signInAs, type StaffApiClient, type StaffClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let manager: StaffApiClient;
let staff: StaffApiClient;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await signInAs(t, 'manager');
  staff = await signInAs(t, 'staff');
});
afterAll(async () => t.close());

/** A picture `width`×`height` in `format`, different for every `seed` (so its content hash is too). */
async function picture(width: number, height: number, format: 'jpeg' | 'png', seed: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="rgb(${seed % 255},120,160)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#f5deb3"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

interface Upload {
  content: Buffer;
  filename: string;
  type: string;
}

/** The console's upload: multipart with several files in `photos`, so not through the JSON client. */
async function upload(client: StaffClient, roomId: string, files: Upload[]): Promise<ApiReply<RoomPhotosReply>> {
  const form = new FormData();
  for (const file of files)
    form.append('photos', new Blob([new Uint8Array(file.content)], { type: file.type }), file.filename);
  const response = await fetch(`${t.url}/api/room-photos/rooms/${roomId}`, {
    method: 'POST',
    headers: { cookie: client.cookie, origin: CONSOLE_ORIGIN },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as ApiReply<RoomPhotosReply>['body'] };
}

const jpeg = async (seed: number, width = 2000, height = 1250): Promise<Upload> => ({
  content: await picture(width, height, 'jpeg', seed),
  filename: `photo-${seed}.jpg`,
  type: 'image/jpeg',
});

const storedFiles = () =>
  fs.existsSync(t.config.ROOM_PHOTOS_DIR) ? fs.readdirSync(t.config.ROOM_PHOTOS_DIR).sort() : [];
const photosOf = (page: RoomPhotosReply, roomId: string) =>
  page.rooms.find((room) => room.roomId === roomId)?.photos ?? [];

describe('room photos', () => {
  it('uploads several at once, keeps each original and makes AVIF and WebP sizes of the right widths', async () => {
    const wide = await jpeg(1);
    const narrow: Upload = { content: await picture(700, 525, 'png', 2), filename: 'narrow.png', type: 'image/png' };
    const { status, body } = await upload(manager, 'garden_cottage', [wide, narrow]);
    expect(status).toBe(201);
    const page = roomPhotosReply.parse(body);
    const [first, second] = photosOf(page, 'garden_cottage');
    expect(first).toMatchObject({ fileName: 'photo-1.jpg', alt: 'Garden View Cottage', width: 1440, height: 900 });
    expect(second).toMatchObject({ fileName: 'narrow.png', width: 700, height: 525 });
    expect(first!.variants.map((v) => `${v.format} ${v.width}x${v.height}`)).toEqual([
      'avif 480x300',
      'avif 720x450',
      'avif 960x600',
      'avif 1440x900',
      'webp 480x300',
      'webp 720x450',
      'webp 960x600',
      'webp 1440x900',
    ]);
    // A picture narrower than the largest size gets its own width, never an enlargement.
    expect(second!.variants.map((v) => `${v.format} ${v.width}`)).toEqual([
      'avif 480',
      'avif 700',
      'webp 480',
      'webp 700',
    ]);

    for (const variant of first!.variants) {
      const response = await fetch(`${t.url}${variant.url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type')).toBe(`image/${variant.format}`);
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect({ format: metadata.format, compression: metadata.compression, width: metadata.width }).toEqual({
        format: variant.format === 'avif' ? 'heif' : 'webp',
        compression: variant.format === 'avif' ? 'av1' : undefined,
        width: variant.width,
      });
      expect(metadata.height).toBe(variant.height);
    }

    const row = await t.dataSource.getRepository(RoomPhoto).findOneByOrFail({ id: first!.id });
    const original = fs.readFileSync(path.join(t.config.ROOM_PHOTOS_DIR, `${row.fileKey}.jpg`));
    expect(original.equals(wide.content)).toBe(true);
    expect(row.bytes).toBe(wide.content.length);

    // Guests read them on the room, cover first.
    const room = await apiClient(t).read('/api/rooms/garden_cottage', roomReply);
    expect(room.photos.map((photo) => photo.id)).toEqual([first!.id, second!.id]);
    const list = await apiClient(t).read('/api/rooms', roomListReply);
    expect(list.find((r) => r.id === 'garden_cottage')?.photos).toEqual(room.photos);
    expect(list.find((r) => r.id === 'lakefront_lower')?.photos).toEqual([]);
  });

  it.each([
    [
      'a text file named .jpg',
      Buffer.from('not a picture at all\n'.repeat(20)),
      'notes.jpg',
      'image/jpeg',
      ROOM_PHOTO_MESSAGES.notAPhoto,
    ],
    [
      'a PDF sent as a photo',
      Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\n%%EOF\n'),
      'scan.jpg',
      'image/jpeg',
      ROOM_PHOTO_MESSAGES.notAPhoto,
    ],
  ])('refuses %s, and stores nothing of the upload', async (_, content, filename, type, message) => {
    const before = storedFiles();
    const { status, body } = await upload(manager, 'lakeside_cottage', [await jpeg(3), { content, filename, type }]);
    expect(status).toBe(400);
    expect(body).toEqual(refusal('photos.rejected', { errors: [{ field: 'photos.1', message }] }));
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a PNG that says it is a JPEG', async () => {
    const png = await picture(600, 400, 'png', 4);
    const { status, body } = await upload(manager, 'lakeside_cottage', [
      { content: png, filename: 'a.jpg', type: 'image/jpeg' },
    ]);
    expect(status).toBe(400);
    expect(body).toEqual(
      refusal('photos.rejected', { errors: [{ field: 'photos.0', message: ROOM_PHOTO_MESSAGES.mismatch }] }),
    );
  });

  it('refuses a file over the size limit and more files than one upload may carry', async () => {
    const big = Buffer.alloc(ROOM_PHOTO_LIMITS.maxBytes + 1, 1);
    const tooLarge = await upload(manager, 'lakeside_cottage', [
      { content: big, filename: 'big.jpg', type: 'image/jpeg' },
    ]);
    expect(tooLarge).toEqual({ status: 413, body: refusal('photos.tooLarge') });

    const small = await jpeg(5, 200, 120);
    const many = Array.from({ length: ROOM_PHOTO_LIMITS.maxPerUpload + 1 }, () => small);
    const tooMany = await upload(manager, 'lakeside_cottage', many);
    expect(tooMany).toEqual({ status: 413, body: refusal('photos.tooManyFiles') });

    const none = await fetch(`${t.url}/api/room-photos/rooms/lakeside_cottage`, {
      method: 'POST',
      headers: { cookie: manager.cookie, origin: CONSOLE_ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual(
      refusal('photos.rejected', { errors: [{ field: 'photos', message: ROOM_PHOTO_MESSAGES.missing }] }),
    );
  });

  it('refuses the same picture twice, an unknown room, and staff who may not change rooms', async () => {
    const photo = await jpeg(6, 800, 500);
    expect((await upload(manager, 'upper_lakefront', [photo])).status).toBe(201);
    expect(await upload(manager, 'upper_lakefront', [photo])).toEqual({
      status: 409,
      body: refusal('photos.duplicate'),
    });
    expect(await upload(manager, 'no_such_room', [await jpeg(7, 300, 200)])).toEqual({
      status: 404,
      body: refusal('photos.notFound'),
    });
    expect((await upload(staff, 'upper_lakefront', [await jpeg(8, 300, 200)])).status).toBe(403);
    expect((await staff.send('GET', '/api/room-photos')).status).toBe(200);
  });

  it('reorders a room’s photos in one write, and refuses an order that leaves one out', async () => {
    const added = await upload(manager, 'lakefront_lower', [
      await jpeg(9, 600, 400),
      await jpeg(10, 600, 400),
      await jpeg(11, 600, 400),
    ]);
    const ids = photosOf(roomPhotosReply.parse(added.body), 'lakefront_lower').map((photo) => photo.id);
    const reversed = [...ids].reverse();
    const { status, body } = await manager.send<RoomPhotosReply>(
      'PUT',
      '/api/room-photos/rooms/lakefront_lower/order',
      {
        photoIds: reversed,
      },
    );
    expect(status).toBe(200);
    expect(photosOf(roomPhotosReply.parse(body), 'lakefront_lower').map((photo) => photo.id)).toEqual(reversed);
    const rows = await t.dataSource
      .getRepository(RoomPhoto)
      .find({ where: { roomId: 'lakefront_lower' }, order: { position: 'ASC' } });
    expect(rows.map((row) => [row.id, row.position])).toEqual(reversed.map((id, position) => [id, position]));

    const partial = await manager.send('PUT', '/api/room-photos/rooms/lakefront_lower/order', {
      photoIds: ids.slice(1),
    });
    expect(partial).toEqual({
      status: 400,
      body: refusal('common.validationFailed', {
        errors: [{ field: 'photoIds', message: ROOM_PHOTO_MESSAGES.orderMismatch }],
      }),
    });
  });

  it('keeps alt texts in English and Spanish', async () => {
    const page = await manager.read('/api/room-photos', roomPhotosReply);
    const photo = photosOf(page, 'lakefront_lower')[0]!;
    const saved = await manager.send<RoomPhotosReply>('PUT', `/api/room-photos/${photo.id}`, {
      alt: 'The terrace at dawn',
      altEs: 'La terraza al amanecer',
    });
    expect(photosOf(roomPhotosReply.parse(saved.body), 'lakefront_lower')[0]).toMatchObject({
      alt: 'The terrace at dawn',
      altEs: 'La terraza al amanecer',
    });
    const empty = await manager.send('PUT', `/api/room-photos/${photo.id}`, { alt: ' ', altEs: '' });
    expect(empty).toEqual({
      status: 400,
      body: refusal('common.validationFailed', {
        errors: [{ field: 'alt', message: ROOM_PHOTO_MESSAGES.altRequired }],
      }),
    });
  });

  it('removes a photo with its original and every size', async () => {
    const page = await manager.read('/api/room-photos', roomPhotosReply);
    const photo = photosOf(page, 'upper_lakefront')[0]!;
    const { fileKey } = await t.dataSource.getRepository(RoomPhoto).findOneByOrFail({ id: photo.id });
    expect(storedFiles().filter((name) => name.startsWith(fileKey))).toHaveLength(1 + photo.variants.length);

    const removed = await manager.send<RoomPhotosReply>('DELETE', `/api/room-photos/${photo.id}`);
    expect(removed.status).toBe(200);
    expect(photosOf(roomPhotosReply.parse(removed.body), 'upper_lakefront')).toEqual([]);
    expect(storedFiles().filter((name) => name.startsWith(fileKey))).toEqual([]);
    expect((await fetch(`${t.url}${photo.variants[0]!.url}`)).status).toBe(404);
    expect((await manager.send('DELETE', `/api/room-photos/${photo.id}`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/room-photos/files/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});
