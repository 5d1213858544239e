import type { AdminErrorCode } from '@lakeside/contracts';
import { AppError } from '../common/errors/app-error.js';

/** Refusals of the console's generic tables; codes and texts in the contracts' errors/. */
export class AdminError extends AppError<AdminErrorCode> {}
