import { BadRequestException } from '@nestjs/common';
import { ERROR_MESSAGES } from '@lakeside/contracts';

/** A 400 in the API's error shape with its message on one field, as a form shows it. */
export function fieldError(field: string, message: string): BadRequestException {
  return new BadRequestException({ message: ERROR_MESSAGES.validationFailed, errors: [{ field, message }] });
}
