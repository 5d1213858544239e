import type { EventErrorCode } from '@lakeside/contracts';
import { AppError } from '../common/errors/app-error.js';

/** Refusals of the events calendar and tickets; codes and texts in the contracts' errors/. */
export class EventError extends AppError<EventErrorCode> {}
