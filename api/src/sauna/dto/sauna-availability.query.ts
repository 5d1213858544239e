import { dateField, MESSAGES, whenParsed } from '@lakeside/contracts';
import { z } from 'zod';

/** GET /api/sauna/availability?date=yyyy-MM-dd: a day from today on (retreat zone). */
export function saunaAvailabilityQuery({ today }: { today: string }) {
  return z.object({ date: dateField(MESSAGES.sessionDateRequired) }).superRefine(
    (query, context) => {
      if (query.date < today) {
        context.addIssue({ code: 'custom', path: ['date'], message: MESSAGES.sessionDateInPast, input: query.date });
      }
    },
    { when: whenParsed('date') },
  );
}
export type SaunaAvailabilityQuery = z.output<ReturnType<typeof saunaAvailabilityQuery>>;
