import { contactSchema, MESSAGES } from '@lakeside/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { ZodPipe } from './zod-body.pipe.js';

/** What the pipe threw, as code and details. */
function refusal(run: () => unknown): Pick<AppError, 'code' | 'details'> {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const { code, details } = error as AppError;
    return { code, details };
  }
  return expect.unreachable();
}

describe('ZodPipe', () => {
  const pipe = new ZodPipe(contactSchema);

  it('returns the parsed value', () => {
    const parsed = pipe.transform({ name: 'Ana', email: 'ana@example.com', message: 'Hello there, lake!' });
    expect(parsed).toMatchObject({ name: 'Ana', subject: 'other' });
  });

  it('refuses with the form messages, field by field', () => {
    expect(refusal(() => pipe.transform({ name: 'Ana', email: 'nope', message: 'short' }))).toEqual({
      code: 'common.validationFailed',
      details: {
        errors: [
          { field: 'email', message: 'Invalid email address' },
          { field: 'message', message: 'Message must be at least 10 characters long' },
        ],
      },
    });
  });

  it.each([
    { name: 'a list', body: [] },
    { name: 'text', body: 'hello' },
    { name: 'a number', body: 42 },
  ])('refuses saying so when the body is $name', ({ body }) => {
    expect(refusal(() => pipe.transform(body))).toEqual({
      code: 'common.validationFailed',
      details: { errors: [{ field: '', message: MESSAGES.notAnObject }] },
    });
  });
});
