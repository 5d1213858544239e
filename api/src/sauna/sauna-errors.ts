import type { SaunaErrorCode } from '@lakeside/contracts';
import { AppError } from '../common/errors/app-error.js';

/** Refusals of private sauna sessions; codes and texts in the contracts' errors/. */
export class SaunaError extends AppError<SaunaErrorCode> {}
