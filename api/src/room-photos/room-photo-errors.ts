import type { RoomPhotoErrorCode } from '@lakeside/contracts';
import { AppError } from '../common/errors/app-error.js';

/** Refusals of room photos; codes and texts in the contracts' errors/room-photos.ts. */
export class RoomPhotoError extends AppError<RoomPhotoErrorCode> {}
