import type { RoomErrorCode } from '@lakeside/contracts';
import { AppError } from '../common/errors/app-error.js';

/** Refusals of room pages, the checkout and the desk; codes and texts in the contracts' errors/. */
export class RoomError extends AppError<RoomErrorCode> {}
