/**
 * What GET /api/events answers: dated occurrences of one-off events and weekly templates,
 * each with its bookable sessions. The shape is the contracts' reply (eventOccurrenceReply),
 * which the site and the console parse with; the API's names for it are kept here.
 */
export type { EventOccurrenceReply as EventOccurrence, EventSessionReply as SessionView } from '@lakeside/contracts';
