import { ROOM_PHOTO_LIMITS, ROOM_PHOTO_MESSAGES } from '@lakeside/contracts';
import type { FastifyRequest } from 'fastify';
import { RoomPhotoError } from './room-photo-errors.js';

/** One file of an upload, read whole. */
export interface UploadedPhoto {
  filename: string;
  mimetype: string;
  content: Buffer;
}

/**
 * The files of a multipart upload (field `photos`, several), read whole. The limits are this
 * route's, not the receipts' of the app-wide registration: one more file than allowed, and one
 * byte more than allowed, so the plugin stops reading at once and the refusal says which limit.
 */
export async function readPhotoUpload(request: FastifyRequest): Promise<UploadedPhoto[]> {
  if (!request.isMultipart()) throw photosRejected(ROOM_PHOTO_MESSAGES.missing);
  const photos: UploadedPhoto[] = [];
  try {
    const files = request.files({
      limits: { files: ROOM_PHOTO_LIMITS.maxPerUpload, fileSize: ROOM_PHOTO_LIMITS.maxBytes + 1, fields: 10 },
    });
    for await (const file of files) {
      const content = await file.toBuffer();
      if (content.length > ROOM_PHOTO_LIMITS.maxBytes) throw new RoomPhotoError('photos.tooLarge');
      photos.push({ filename: file.filename, mimetype: file.mimetype, content });
    }
  } catch (error) {
    throw uploadRefusal(error);
  }
  if (photos.length === 0) throw photosRejected(ROOM_PHOTO_MESSAGES.missing);
  return photos;
}

/** The plugin's limits as our refusals; a body that is not well-formed multipart is the sender's mistake. */
function uploadRefusal(error: unknown): unknown {
  if (error instanceof RoomPhotoError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return new RoomPhotoError('photos.tooManyFiles');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new RoomPhotoError('photos.tooLarge');
  return photosRejected(ROOM_PHOTO_MESSAGES.unreadable);
}

/** 400 photos.rejected with `message` on `field` (`photos`, or `photos.<n>` for the n-th file). */
export function photosRejected(message: string, field = 'photos'): RoomPhotoError {
  return new RoomPhotoError('photos.rejected', { errors: [{ field, message }] });
}
