import type { FolioErrorCode } from '@lakeside/contracts';
import { AppError } from '../common/errors/app-error.js';

/** Refusals of charging a meal to a room; codes and texts in the contracts' errors/folio.ts. */
export class FolioError extends AppError<FolioErrorCode> {}
