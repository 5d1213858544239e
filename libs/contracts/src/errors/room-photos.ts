import { ROOM_PHOTO_LIMITS } from '../room-photos.js';
import type { ErrorText } from './error-text.js';

const MAX_MB = ROOM_PHOTO_LIMITS.maxBytes / 1024 / 1024;

/** Refusals of room photo uploads and edits. */
export const ROOM_PHOTO_ERRORS = {
  /** 404: no such photo, room or stored file. */
  'photos.notFound': { en: 'Photo not found', es: 'Foto no encontrada' },
  /** 400: a file is not a photo we read; `errors` says why on the photos field. */
  'photos.rejected': {
    en: 'Room photos must be JPEG, PNG, WebP or AVIF pictures.',
    es: 'Las fotos de la habitación deben ser imágenes JPEG, PNG, WebP o AVIF.',
  },
  /** 413 */
  'photos.tooLarge': {
    en: `Each photo must be at most ${MAX_MB} MB.`,
    es: `Cada foto debe pesar como máximo ${MAX_MB} MB.`,
  },
  /** 413: more files in one upload than ROOM_PHOTO_LIMITS.maxPerUpload. */
  'photos.tooManyFiles': {
    en: `Upload at most ${ROOM_PHOTO_LIMITS.maxPerUpload} photos at once.`,
    es: `Sube como máximo ${ROOM_PHOTO_LIMITS.maxPerUpload} fotos a la vez.`,
  },
  /** 409: the room would have more than ROOM_PHOTO_LIMITS.maxPerRoom photos. */
  'photos.roomFull': {
    en: `A room can have at most ${ROOM_PHOTO_LIMITS.maxPerRoom} photos.`,
    es: `Una habitación puede tener como máximo ${ROOM_PHOTO_LIMITS.maxPerRoom} fotos.`,
  },
  /** 409: the same picture (same bytes) is already a photo of a room. */
  'photos.duplicate': {
    en: 'This photo is already uploaded.',
    es: 'Esta foto ya está subida.',
  },
} as const satisfies Record<`photos.${string}`, ErrorText>;

export type RoomPhotoErrorCode = keyof typeof ROOM_PHOTO_ERRORS;
