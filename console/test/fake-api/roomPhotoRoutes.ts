/**
 * The Room photos page in the fake API: GET /api/room-photos and its writes with the real
 * paths, roles (ROOM_PHOTO_ACCESS), validation (the contracts' schemas), refusal codes and
 * reply shape (roomPhotosReply), over an in-memory page. An upload keeps each file's bytes and
 * serves them as the photo's one size, so the page shows real thumbnails.
 *
 * Transport-free: the browser test routes /api/room-photos… to `answerRoomPhotos` (page.route).
 */
import {
  ROOM_PHOTO_ACCESS,
  ROOM_PHOTO_LIMITS,
  errorBody,
  roomPhotoOrderSchema,
  roomPhotosReply,
  roomPhotoTextSchema,
  toFieldErrors,
  type RoomPhotosReply,
  type StaffRole,
} from '@lakeside/contracts';

export interface FakeRoomPhotos {
  page: RoomPhotosReply;
  /** Stored sizes by their URL path. */
  files: Map<string, { type: string; bytes: Buffer }>;
  /** Writes made, in order: 'PUT /api/room-photos/…'. */
  writes: string[];
}

export interface UploadedFile {
  name: string;
  type: string;
  bytes: Buffer;
}

type Answer = { status: number; body: unknown } | undefined;

const allowed = (role: StaffRole, action: keyof typeof ROOM_PHOTO_ACCESS) =>
  (ROOM_PHOTO_ACCESS[action] as readonly StaffRole[]).includes(role);

let nextId = 500;

export function answerRoomPhotos(
  fake: FakeRoomPhotos,
  role: StaffRole,
  method: string,
  path: string,
  body: Record<string, unknown>,
): Answer {
  if (!path.startsWith('/api/room-photos')) return undefined;
  if (method === 'GET' && path === '/api/room-photos') return ok(fake);
  if (!allowed(role, 'manage')) return { status: 403, body: errorBody('common.forbidden') };
  fake.writes.push(`${method} ${path}`);
  const order = /^\/api\/room-photos\/rooms\/([^/]+)\/order$/.exec(path);
  if (order && method === 'PUT') {
    const room = fake.page.rooms.find((candidate) => candidate.roomId === order[1]);
    if (!room) return { status: 404, body: errorBody('photos.notFound') };
    const parsed = roomPhotoOrderSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    room.photos = parsed.data.photoIds.map((id) => room.photos.find((photo) => photo.id === id)!);
    return ok(fake);
  }
  const one = /^\/api\/room-photos\/(\d+)$/.exec(path);
  const room = fake.page.rooms.find((candidate) => candidate.photos.some((photo) => photo.id === Number(one?.[1])));
  const photo = room?.photos.find((candidate) => candidate.id === Number(one?.[1]));
  if (!room || !photo) return { status: 404, body: errorBody('photos.notFound') };
  if (method === 'PUT') {
    const parsed = roomPhotoTextSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    Object.assign(photo, parsed.data);
    return ok(fake);
  }
  if (method === 'DELETE') {
    room.photos = room.photos.filter((candidate) => candidate !== photo);
    return ok(fake);
  }
  return undefined;
}

/** POST /api/room-photos/rooms/:roomId with the files the multipart body carried. */
export function answerRoomPhotoUpload(
  fake: FakeRoomPhotos,
  role: StaffRole,
  roomId: string,
  files: UploadedFile[],
): Answer {
  if (!allowed(role, 'manage')) return { status: 403, body: errorBody('common.forbidden') };
  fake.writes.push(`POST /api/room-photos/rooms/${roomId}`);
  const room = fake.page.rooms.find((candidate) => candidate.roomId === roomId);
  if (!room) return { status: 404, body: errorBody('photos.notFound') };
  if (files.length > ROOM_PHOTO_LIMITS.maxPerUpload) return { status: 413, body: errorBody('photos.tooManyFiles') };
  for (const file of files) {
    const id = nextId++;
    const url = `/api/room-photos/files/${String(id).padEnd(64, '0')}-480.webp`;
    fake.files.set(url, { type: file.type, bytes: file.bytes });
    room.photos.push({
      id,
      alt: room.name,
      altEs: null,
      width: 480,
      height: 300,
      variants: [{ format: 'webp', width: 480, height: 300, url }],
      fileName: file.name,
      bytes: file.bytes.length,
      uploadedAt: '2027-03-10T12:00:00.000Z',
    });
  }
  return ok(fake);
}

function ok(fake: FakeRoomPhotos): Answer {
  return { status: 200, body: roomPhotosReply.parse(fake.page) };
}

function invalid(error: Parameters<typeof toFieldErrors>[0]): Answer {
  return { status: 400, body: errorBody('common.validationFailed', { errors: toFieldErrors(error) }) };
}
