import type { TillErrorCode } from '@lakeside/contracts';
import { AppError } from '../../common/errors/app-error.js';

/** Refusals of till sessions and dollar payments; codes and texts in the contracts' errors/till.ts. */
export class TillError extends AppError<TillErrorCode> {}
