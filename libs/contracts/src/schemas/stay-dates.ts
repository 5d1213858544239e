/**
 * Rules on a check-in/check-out pair, shared by the room booking and the room search.
 * Calendar dates compare as text and count nights without a time zone; only "today"
 * needs the retreat's zone, so the caller passes it in.
 */
import { z } from 'zod';
import { STAY_LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { stayProblems } from '../stay-rules.js';
import { whenParsed } from './fields.js';

/** Options of the schema factories that check dates against today. */
export interface TodayOption {
  /**
   * Today's date "yyyy-MM-dd" in the retreat's time zone. When given, a date before it is
   * refused; leave it out where past dates are legitimate (staff entering old records).
   */
  today?: string;
}

/**
 * Adds the stay rules (stay-rules.ts) to an object schema with two date fields: check-in
 * not in the past, check-out after check-in, and between the minimum and maximum number of
 * nights. The issue goes on the field the guest has to change. The rules run whenever both dates
 * parsed, even if other fields failed, so a form shows every problem at once.
 */
export function withStayRules<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  fields: { checkin: string; checkout: string },
  { today }: TodayOption = {},
) {
  return schema.superRefine(
    (value, ctx) => {
      // Nested in a larger schema, a missing object still reaches here; its own error is reported.
      if (typeof value !== 'object' || value === null) return;
      const checkin = value[fields.checkin];
      const checkout = value[fields.checkout];
      if (typeof checkin !== 'string' || typeof checkout !== 'string') return;
      for (const { field, problem } of stayProblems(checkin, checkout, today)) {
        const name = fields[field];
        ctx.addIssue({ code: 'custom', message: MESSAGES[problem], path: [name], input: value[name] });
      }
    },
    { when: whenParsed(fields.checkin, fields.checkout) },
  );
}

/** Guests in one booking or search: a whole number from 1 to 4. */
export function guestsField() {
  return z
    .int({ error: MESSAGES.guestsRange })
    .min(STAY_LIMITS.minGuests, { error: MESSAGES.guestsRange })
    .max(STAY_LIMITS.maxGuests, { error: MESSAGES.guestsRange });
}
