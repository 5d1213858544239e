import type { ChannelErrorCode } from '@lakeside/contracts';
import { AppError } from '../common/errors/app-error.js';

/** Refusals of the channel calendars; codes and texts in the contracts' errors/channels.ts. */
export class ChannelError extends AppError<ChannelErrorCode> {}
