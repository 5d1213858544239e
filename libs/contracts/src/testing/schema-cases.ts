/**
 * Helpers for the table-driven schema tests beside each schema. Test-only: excluded from
 * the build (tsconfig.build.json).
 */
import { expect } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors, type FieldError } from '../api-errors.js';

/** An input the schema must accept, and (part of) what it must parse to. */
export interface ValidCase {
  name: string;
  input: unknown;
  expected?: Record<string, unknown>;
}

/** An input the schema must refuse with exactly this message on this field. */
export interface InvalidCase {
  name: string;
  input: unknown;
  field: string;
  message: string;
}

/** Parses and returns the field errors, [] when valid. */
export function fieldErrors(schema: z.ZodType, input: unknown): FieldError[] {
  const result = schema.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error);
}

/** Asserts the schema accepts the input and, when given, parses to a superset of `expected`. */
export function expectValid(schema: z.ZodType, { input, expected }: ValidCase): void {
  const result = schema.safeParse(input);
  expect(result.success ? [] : toFieldErrors(result.error)).toEqual([]);
  if (expected) expect(result.data).toMatchObject(expected);
}

/** Asserts the field fails with exactly one message, the expected one. */
export function expectInvalid(schema: z.ZodType, { input, field, message }: InvalidCase): void {
  const onField = fieldErrors(schema, input).filter((error) => error.field === field);
  expect(onField).toEqual([{ field, message }]);
}

/** A copy of `base` with some keys replaced, or removed when the new value is `undefined`. */
export function withFields<T extends Record<string, unknown>>(
  base: T,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...base, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete copy[key];
  return copy;
}
