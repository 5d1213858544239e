import type { z } from 'zod';
import type { ErrorCode, ErrorParams } from './errors/index.js';

/** One failing field in a 400 reply; `field` is a dotted path such as "items.0.quantity". */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * The one error shape of every API reply. Clients show a refusal by its `code` (the
 * contracts hold each code's text per language); `message` is the English text, for logs,
 * curl and any client that does not know the code yet.
 */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  /** Values the code's text names, e.g. `{ left: 2 }` for events.notEnoughSpots. */
  params?: ErrorParams;
  /** One entry per failing field (400 common.validationFailed, finance.receiptRejected). */
  errors?: FieldError[];
}

/**
 * Turns a zod error into field errors, one per issue, so that the API can reply with
 * the same messages the forms show and the forms can put server errors on their fields.
 * An issue on the whole object (no path) gets the field "".
 */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
