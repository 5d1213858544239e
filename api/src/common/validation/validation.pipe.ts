import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { FieldError } from '../errors/error-body.js';

export const VALIDATION_FAILED_MESSAGE = 'Please correct the highlighted fields.';

/**
 * The global pipe: DTOs are class-validator classes whose messages are the spec §5 texts
 * from @lakeside/contracts. Unknown properties are refused rather than silently dropped so
 * that a client bug shows up, and every failing field is reported with its own message.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) =>
      new BadRequestException({ message: VALIDATION_FAILED_MESSAGE, errors: flatten(errors) }),
  });
}

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}
