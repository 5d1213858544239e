import { MESSAGES } from '@lakeside/contracts';
import { z } from 'zod';

/**
 * GET /api/events/upcoming?from=yyyy-MM-dd. Optional: from today. The events page asks from the
 * end of its four weeks, so it carries only the events its weeks do not already show.
 */
export const upcomingEventsQuery = z.object({
  from: z.iso.date({ error: MESSAGES.invalidDate }).optional(),
});
export type UpcomingEventsQuery = z.output<typeof upcomingEventsQuery>;
