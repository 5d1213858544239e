import type { ReviewErrorCode } from '@lakeside/contracts';
import { AppError } from '../common/errors/app-error.js';

/** Refusals of guest reviews and their moderation; codes and texts in the contracts' errors/. */
export class ReviewError extends AppError<ReviewErrorCode> {}
