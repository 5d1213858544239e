import type { BookingErrorCode } from '@lakeside/contracts';
import { AppError } from '../common/errors/app-error.js';

/** Refusals of the guest's manage page; codes and texts in the contracts' errors/. */
export class BookingError extends AppError<BookingErrorCode> {}
