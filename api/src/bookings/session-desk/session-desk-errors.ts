import type { DeskErrorCode } from '@lakeside/contracts';
import { AppError } from '../../common/errors/app-error.js';

/** Refusals of the desk's actions on sauna sessions and event tickets; codes and texts in the contracts' errors/. */
export class SessionDeskError extends AppError<DeskErrorCode> {}
