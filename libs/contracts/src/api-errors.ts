import type { z } from 'zod';

/** One failing field in a 400 reply; `field` is a dotted path such as "items.0.quantity". */
export interface FieldError {
  field: string;
  message: string;
}

/** The one error shape of every API reply (ARCHITECTURE "API"). */
export interface ApiErrorBody {
  message: string;
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

/**
 * Messages of the API's non-validation errors. The site and console show them as they
 * come, so they are written for guests and staff, not for developers.
 */
export const ERROR_MESSAGES = {
  /** 400: summary above the field errors. */
  validationFailed: 'Please correct the highlighted fields.',
  /** 400: the body is a list, text or a number where a form's fields were expected. */
  notAnObject: 'Send the fields as a JSON object.',
  /** 401 */
  signInRequired: 'Please sign in to continue.',
  /** 403 */
  forbidden: 'Your role does not allow this action.',
  /** 404 */
  notFound: 'Not found.',
  /** 409: a room night in the stay is already sold or held. */
  datesUnavailable: 'Those dates are no longer available for this room. Please choose other dates.',
  /** 409: the (date, slot) sauna pair is taken. */
  saunaSlotTaken: 'This sauna slot is already booked. Please choose another time.',
  /** 409: the session has fewer free seats than requested. */
  eventSoldOut: 'Not enough spots are left in this session.',
  /** 409: unique key such as a mailing-list e-mail or an employee id. */
  duplicate: 'This record already exists.',
  /** 409: the provider order id was already used for another booking. */
  paymentAlreadyUsed: 'This payment has already been used for another booking.',
  /** 422: the client total differs from the server price. */
  priceMismatch: 'The total does not match the current price. Please review your booking and try again.',
  /** 422: the provider did not report the capture as COMPLETED. */
  paymentNotCompleted: 'The payment was not completed. You have not been charged.',
  /** 429 */
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  /** 503: the database connection dropped and retrying did not help; nothing half-done was kept. */
  serviceUnavailable: 'Our booking system lost its connection for a moment. Please try again.',
  /** 500: never a stack trace. */
  serverError: 'Something went wrong on our side. Please try again.',
} as const;
