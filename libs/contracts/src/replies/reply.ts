/**
 * What the API answers, as zod schemas the three apps share: the API's view builders return
 * their inferred types, and the site and the console parse what arrives with them, so a reply
 * that does not match is a clear error naming the route and the fields — not a page that
 * crashes three components later on an undefined. The OpenAPI document describes replies
 * from the same schemas.
 */
import { z } from 'zod';

/** A reply contract whose parsed value is a `T`. */
export type ReplySchema<T> = z.ZodType<T>;

/** A money amount as the API writes it: a decimal string with two places, "45.00", "-5.00". */
export const moneyReply = z.string().regex(/^-?\d+\.\d{2}$/);

/** An instant as JSON carries it (ISO 8601, UTC). */
export const instantReply = z.iso.datetime({ offset: true });

/** A day at the retreat, "yyyy-MM-dd" (see calendar-date.ts): a day, not an instant. */
export const calendarDateReply = z.iso.date();

/** A time of day at the retreat, "HH:MM" (a sauna slot, a session's start). */
export const timeOfDayReply = z.string().regex(/^\d{2}:\d{2}$/);

export class ReplyMismatchError extends Error {
  constructor(
    readonly source: string,
    readonly problems: string[],
  ) {
    super(`The reply of ${source} is not what this app expects: ${problems.slice(0, 5).join('; ')}`);
    this.name = 'ReplyMismatchError';
  }
}

/** `body` as `schema` reads it; throws ReplyMismatchError naming `source` (e.g. the route) otherwise. */
export function parseReply<Schema extends z.ZodType>(schema: Schema, body: unknown, source: string): z.output<Schema> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw new ReplyMismatchError(
    source,
    result.error.issues.map((issue) => `${issue.path.join('.') || '(reply)'}: ${issue.message}`),
  );
}
