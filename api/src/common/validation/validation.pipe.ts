import { ValidationPipe, type ValidationError } from '@nestjs/common';
import type { FieldError } from '@lakeside/contracts';
import { CommonError } from '../errors/app-error.js';

/**
 * The global pipe, for API-only inputs that no client form shares (query parameters, admin
 * list options): class-validator DTOs. Bodies of guest and staff forms are validated with the
 * forms' own zod schemas instead (ZodBody), so browser and server give the same messages.
 * Unknown properties are refused rather than silently dropped so that a client bug shows up.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) =>
      new CommonError('common.validationFailed', { errors: flatten(errors) }),
  });
}

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}
