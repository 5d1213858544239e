import { errorMessage, type ErrorCode, type ErrorParams, type FieldError } from '@lakeside/contracts';

/** What an error carries beside its code: the values its text names and the failing fields. */
export interface AppErrorDetails {
  params?: ErrorParams;
  errors?: FieldError[];
}

/**
 * The API's one exception: a refusal named by its contracts code. Services throw it (through
 * their feature's subclass, which narrows the codes they may use); the error filter gives it
 * its HTTP status (error-status.ts) and replies `{ code, message, params?, errors? }`. Nothing
 * here knows about HTTP, so a scheduled job or a CLI can throw and catch the same errors.
 */
export class AppError<Code extends ErrorCode = ErrorCode> extends Error {
  override name = 'AppError';

  constructor(
    readonly code: Code,
    readonly details: AppErrorDetails = {},
  ) {
    super(errorMessage(code, details.params));
  }
}

/** Refusals every feature may give (not found, forbidden, duplicate…). */
export class CommonError extends AppError<Extract<ErrorCode, `common.${string}`>> {}
