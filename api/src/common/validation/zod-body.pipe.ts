import type { PipeTransform } from '@nestjs/common';
import { isRecord, MESSAGES, toFieldErrors } from '@lakeside/contracts';
import type { z } from 'zod';
import type { DescribedPipe } from './described-pipe.js';
import { CommonError } from '../errors/app-error.js';
import { fieldError } from '../errors/field-error.js';

/**
 * Validates a request part with the zod schema the form itself uses (from @lakeside/contracts),
 * so the API answers with exactly the contracts' MESSAGES the browser shows, field by field.
 * Usage: `@Body(new ZodPipe(contactSchema)) body: ContactParsed`.
 */
export class ZodPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.output<Schema>>, DescribedPipe {
  constructor(private readonly schema: Schema) {}

  describe(): Schema {
    return this.schema;
  }

  transform(value: unknown): z.output<Schema> {
    const input = value ?? {};
    // Every body and query here is an object of fields; anything else gets a message that says so.
    if (!isRecord(input)) {
      throw fieldError('', MESSAGES.notAnObject);
    }
    const result = this.schema.safeParse(input);
    if (result.success) return result.data;
    throw new CommonError('common.validationFailed', { errors: toFieldErrors(result.error) });
  }
}
