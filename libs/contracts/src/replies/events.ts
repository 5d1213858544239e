/**
 * GET /api/events: dated occurrences of one-off events and weekly templates, each with its
 * bookable sessions. The events pages, the home page and the console's dashboard read it.
 * GET /api/events/upcoming: the one-off events alone, as far ahead as guests can see.
 */
import { z } from 'zod';
import { BOOKING_CURRENCY } from '../enums/payments.js';
import { calendarDateReply, instantReply, moneyReply, timeOfDayReply } from './reply.js';

/** Spanish texts: null where staff have not written them (see translations.ts). */
const spanish = z.string().nullable();

/** What an occurrence comes from: a one-off event or a weekly template. */
export const EVENT_OCCURRENCE_KINDS = ['event', 'template'] as const;

/** One bookable start time of an occurrence. */
export const eventSessionReply = z.object({
  /** The `event_sessions` row; null until the session's first booking creates it. */
  id: z.number().int().nullable(),
  date: calendarDateReply,
  /** At the retreat; sent back as `selectedTimeSlot`. */
  time: timeOfDayReply,
  /** The start with the retreat's offset ('2026-12-01T19:00:00-06:00'), sent back as `selectedDateTime`. */
  startsAt: instantReply,
  maxAttendees: z.number().int(),
  seatsTaken: z.number().int(),
  spotsLeft: z.number().int(),
  /** False once the session has started or has no seat left. */
  bookable: z.boolean(),
});

/** A paid add-on of a weekly activity (a towel for the sauna). */
export const eventExtraReply = z.object({
  name: z.string(),
  price: moneyReply,
});

export const eventOccurrenceReply = z.object({
  /** 'event:12' or 'template:3:2026-12-01': what a booking sends as `eventId` (see event-occurrence-id.ts). */
  id: z.string(),
  kind: z.enum(EVENT_OCCURRENCE_KINDS),
  /** The `events` row of a one-off event, else null. */
  eventId: z.number().int().nullable(),
  /** The `event_weekly_templates` row of a weekly occurrence, else null. */
  templateId: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  titleEs: spanish,
  descriptionEs: spanish,
  eventDate: calendarDateReply,
  /** Start of the first session. */
  eventTime: timeOfDayReply,
  /** End of a window activity (sauna 17:00–21:00), else null. */
  endTime: timeOfDayReply.nullable(),
  /** As guests read it: '90 min', '2 hours'. */
  duration: z.string(),
  /** Per person; '0.00' is free. */
  ticketPrice: moneyReply,
  currency: z.literal(BOOKING_CURRENCY),
  /** Seats of all sessions together; with one session (the usual case) the session's own numbers. */
  maxAttendees: z.number().int(),
  currentAttendees: z.number().int(),
  spotsLeft: z.number().int(),
  category: z.string(),
  location: z.string().nullable(),
  locationEs: spanish,
  tags: z.array(z.string()),
  /** Emoji shown until there is a photo. */
  image: z.string().nullable(),
  imageUrl: z.string().nullable(),
  extras: z.array(eventExtraReply),
  /** Weekly occurrences only: 0 = Sunday … 6 = Saturday, -1 = every day. */
  dayOfWeek: z.number().int().optional(),
  sessions: z.array(eventSessionReply),
});

/** Sorted by date, time and title. */
export const eventListReply = z.array(eventOccurrenceReply);

/** A one-off event's occurrence: it always names its `events` row and never a template. */
export const upcomingEventReply = eventOccurrenceReply.extend({
  kind: z.literal('event'),
  eventId: z.number().int(),
  templateId: z.null(),
});

/**
 * GET /api/events/upcoming?from=: every active one-off event from `from` (default today) to the
 * events horizon (event-horizon.ts), sorted by date, time and title. Weekly activities are left
 * out: they repeat every week, so GET /api/events shows them; this list is for the retreats and
 * events planned months ahead.
 */
export const upcomingEventListReply = z.array(upcomingEventReply);

export type EventOccurrenceKind = (typeof EVENT_OCCURRENCE_KINDS)[number];
export type EventSessionReply = z.infer<typeof eventSessionReply>;
export type EventExtraReply = z.infer<typeof eventExtraReply>;
export type EventOccurrenceReply = z.infer<typeof eventOccurrenceReply>;
export type UpcomingEventReply = z.infer<typeof upcomingEventReply>;
