/** Its own module so the events island loads its reply contracts (and zod) only when it reads another week or books. */
import '../no-eval-parsing';
import {
  eventBookingReply,
  eventListReply,
  parseReply,
  upcomingEventListReply,
  type EventBookingReply,
  type EventOccurrenceReply,
  type UpcomingEventReply,
} from '@lakeside/contracts';
import type { ReplyReader } from './browser-fetch';

/** GET /api/events. */
export const readEvents: ReplyReader<EventOccurrenceReply[]> = (body, source) =>
  parseReply(eventListReply, body, source);

/** GET /api/events/upcoming. */
export const readUpcomingEvents: ReplyReader<UpcomingEventReply[]> = (body, source) =>
  parseReply(upcomingEventListReply, body, source);

/** POST /api/event-bookings. */
export const readEventBooking: ReplyReader<EventBookingReply> = (body, source) =>
  parseReply(eventBookingReply, body, source);
