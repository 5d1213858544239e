import { MESSAGES } from '@lakeside/contracts';
import { z } from 'zod';
import { EVENTS_WINDOW } from '../events-window.js';

export const EVENTS_WINDOW_MESSAGES = {
  days: `Days must be a whole number from 1 to ${EVENTS_WINDOW.maxDays}`,
  /** The contracts' text, so the week refused here and the event date the console refuses agree. */
  fromTooFar: MESSAGES.dateBeyondEventHorizon,
} as const;

/**
 * GET /api/events?from=yyyy-MM-dd&days=N. Both optional: from today, for the default number of
 * days. Other query parameters (cache busters, ?mobile=true) are ignored.
 */
export const eventsWindowQuery = z.object({
  from: z.iso.date({ error: MESSAGES.invalidDate }).optional(),
  days: z.coerce
    .number({ error: EVENTS_WINDOW_MESSAGES.days })
    .int({ error: EVENTS_WINDOW_MESSAGES.days })
    .min(1, { error: EVENTS_WINDOW_MESSAGES.days })
    .max(EVENTS_WINDOW.maxDays, { error: EVENTS_WINDOW_MESSAGES.days })
    .default(EVENTS_WINDOW.defaultDays),
});
export type EventsWindowQuery = z.output<typeof eventsWindowQuery>;
