/**
 * What GET /api/events answers: dated occurrences of one-off events and weekly templates,
 * each with its bookable sessions. The guest site builds its events pages on this shape.
 */
import type { CalendarDate } from '@lakeside/contracts';
import type { EventExtra } from './event-weekly-template.entity.js';

/** One bookable start time of an occurrence. */
export interface SessionView {
  /** The `event_sessions` row; null until the session's first booking creates it. */
  id: number | null;
  date: CalendarDate;
  /** 'HH:MM' at the retreat; send it back as `selectedTimeSlot`. */
  time: string;
  /** The start with the retreat's offset ('2026-12-01T19:00:00-06:00'); may be sent back as `selectedDateTime`. */
  startsAt: string;
  maxAttendees: number;
  seatsTaken: number;
  spotsLeft: number;
  /** False once the session has started or has no seat left. */
  bookable: boolean;
}

/** An event as the events page shows it (spec §3 "Event"), for one date. */
export interface EventOccurrence {
  /** `event:12` or `template:3:2026-12-01`: what a booking sends as `eventId` (see @lakeside/contracts event-occurrence-id.ts). */
  id: string;
  kind: 'event' | 'template';
  /** The `events` row for a one-off event, else null. */
  eventId: number | null;
  /** The `event_weekly_templates` row for a weekly occurrence, else null. */
  templateId: number | null;
  title: string;
  description: string;
  /** Spanish title and description for /es/ pages, null where staff have not written them (see translations.ts). */
  titleEs: string | null;
  descriptionEs: string | null;
  eventDate: CalendarDate;
  /** Start of the first session. */
  eventTime: string;
  /** End of a window activity (sauna 17:00–21:00), else null. */
  endTime: string | null;
  duration: string;
  /** Per person, 2 decimals; '0.00' is free. */
  ticketPrice: string;
  currency: 'USD';
  /** Seats of all sessions together; with one session (the usual case) the session's own numbers. */
  maxAttendees: number;
  currentAttendees: number;
  spotsLeft: number;
  category: string;
  location: string | null;
  /** Spanish `location`, null where staff have not written it. */
  locationEs: string | null;
  tags: string[];
  /** Emoji shown until there is a photo. */
  image: string | null;
  imageUrl: string | null;
  /** Paid add-ons of a weekly activity (towel for the sauna). */
  extras: EventExtra[];
  /** Only for weekly occurrences: 0 = Sunday … 6 = Saturday, -1 = daily. */
  dayOfWeek?: number;
  sessions: SessionView[];
}
