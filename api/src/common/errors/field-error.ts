import { CommonError } from './app-error.js';

/** A 400 with its message on one field, as a form shows it. */
export function fieldError(field: string, message: string): CommonError {
  return new CommonError('common.validationFailed', { errors: [{ field, message }] });
}
