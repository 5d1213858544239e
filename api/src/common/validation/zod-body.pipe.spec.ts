import { BadRequestException } from '@nestjs/common';
import { contactSchema, ERROR_MESSAGES } from '@lakeside/contracts';
import { describe, expect, it } from 'vitest';
import { ZodPipe } from './zod-body.pipe.js';

describe('ZodPipe', () => {
  const pipe = new ZodPipe(contactSchema);

  it('returns the parsed value', () => {
    const parsed = pipe.transform({ name: 'Ana', email: 'ana@example.com', message: 'Hello there, lake!' });
    expect(parsed).toMatchObject({ name: 'Ana', subject: 'other' });
  });

  it('answers 400 with the form messages, field by field', () => {
    try {
      pipe.transform({ name: 'Ana', email: 'nope', message: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(BadRequestException);
      expect((error as BadRequestException).getResponse()).toEqual({
        message: 'Please correct the highlighted fields.',
        errors: [
          { field: 'email', message: 'Invalid email address' },
          { field: 'message', message: 'Message must be at least 10 characters long' },
        ],
      });
    }
  });

  it.each([
    { name: 'a list', body: [] },
    { name: 'text', body: 'hello' },
    { name: 'a number', body: 42 },
  ])('answers 400 saying so when the body is $name', ({ body }) => {
    try {
      pipe.transform(body);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(BadRequestException);
      expect((error as BadRequestException).getResponse()).toEqual({
        message: ERROR_MESSAGES.validationFailed,
        errors: [{ field: '', message: ERROR_MESSAGES.notAnObject }],
      });
    }
  });
});
