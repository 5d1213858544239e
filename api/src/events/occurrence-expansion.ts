/**
 * Turns the events catalogue into what guests book: dated occurrences, each with its
 * sessions and their free seats. Pure (rows and the current instant in, plain objects out),
 * so the listing and the booking resolve sessions the same way and both are unit-tested.
 *
 * Seats live in `event_sessions`. A session without a row yet (every weekly occurrence until
 * its first booking) is shown with the capacity of its event or template; the booking creates
 * the row with those same numbers.
 */
import { addDays, dayOfWeek, EVERY_DAY, type CalendarDate } from '@lakeside/contracts';
import type { EventSession } from './event-session.entity.js';
import type { EventOccurrence, SessionView } from './event-occurrence.js';
import type { EventWeeklyTemplate } from './event-weekly-template.entity.js';
import type { Event } from './event.entity.js';
import { eventOccurrenceId, templateOccurrenceId } from '@lakeside/contracts';
import { startInstant, startsAtIso } from './session-time.js';

export type EventRow = Pick<
  Event,
  | 'id'
  | 'title'
  | 'description'
  | 'titleEs'
  | 'descriptionEs'
  | 'eventDate'
  | 'eventTime'
  | 'duration'
  | 'maxAttendees'
  | 'currentAttendees'
  | 'ticketPrice'
  | 'category'
  | 'location'
  | 'locationEs'
  | 'tags'
  | 'imageUrl'
  | 'imageEmoji'
  | 'hasTimeSlots'
  | 'availableTimeSlots'
>;
export type TemplateRow = Pick<
  EventWeeklyTemplate,
  | 'id'
  | 'title'
  | 'description'
  | 'titleEs'
  | 'descriptionEs'
  | 'dayOfWeek'
  | 'startTime'
  | 'endTime'
  | 'duration'
  | 'ticketPrice'
  | 'maxAttendees'
  | 'category'
  | 'location'
  | 'locationEs'
  | 'imageEmoji'
  | 'extras'
>;
export type SessionRow = Pick<
  EventSession,
  'id' | 'eventId' | 'templateId' | 'sessionDate' | 'startTime' | 'maxAttendees' | 'seatsTaken'
>;

export interface ExpansionInput {
  /** Active one-off events; those outside the window are ignored. */
  events: readonly EventRow[];
  /** Active weekly templates. */
  templates: readonly TemplateRow[];
  /** Session rows of the window (any of them; matched by event or template, date and time). */
  sessions: readonly SessionRow[];
  from: CalendarDate;
  days: number;
  /** Sessions starting at or before this instant are not bookable. */
  now: Date;
}

/** Every occurrence from `from` for `days` days, sorted by date, time and title. */
export function expandOccurrences(input: ExpansionInput): EventOccurrence[] {
  const rows = indexSessions(input.sessions);
  const last = addDays(input.from, input.days - 1);
  const occurrences = input.events
    .filter((event) => event.eventDate >= input.from && event.eventDate <= last)
    .map((event) => eventOccurrence(event, rows, input.now));
  for (let offset = 0; offset < input.days; offset += 1) {
    const date = addDays(input.from, offset);
    for (const template of input.templates) {
      if (templateRunsOn(template, date)) occurrences.push(templateOccurrence(template, date, rows, input.now));
    }
  }
  return occurrences.sort(byStart);
}

/** Whether a weekly template has an occurrence on `date`. */
export function templateRunsOn(template: Pick<TemplateRow, 'dayOfWeek'>, date: CalendarDate): boolean {
  return template.dayOfWeek === EVERY_DAY || template.dayOfWeek === dayOfWeek(date);
}

/** Session rows keyed by what identifies a session: owner, date and start time. */
export type SessionIndex = ReadonlyMap<string, SessionRow>;

export function indexSessions(sessions: readonly SessionRow[]): SessionIndex {
  const index = new Map<string, SessionRow>();
  for (const row of sessions) {
    if (row.eventId !== null) index.set(eventKey(row.eventId, row.sessionDate, row.startTime), row);
    if (row.templateId !== null) index.set(templateKey(row.templateId, row.sessionDate, row.startTime), row);
  }
  return index;
}

/** A one-off event with one session per time slot (or one at eventTime). */
export function eventOccurrence(event: EventRow, rows: SessionIndex, now: Date): EventOccurrence {
  const times = sessionTimesOf(event);
  const sessions = times.map((time) => {
    const row = rows.get(eventKey(event.id, event.eventDate, time));
    const seatsTaken = row ? row.seatsTaken : seatsTakenBeforeFirstBooking(event, times.length);
    return sessionView(
      row?.id ?? null,
      event.eventDate,
      time,
      row?.maxAttendees ?? event.maxAttendees,
      seatsTaken,
      now,
    );
  });
  return {
    id: eventOccurrenceId(event.id),
    kind: 'event',
    eventId: event.id,
    templateId: null,
    title: event.title,
    description: event.description,
    titleEs: event.titleEs,
    descriptionEs: event.descriptionEs,
    eventDate: event.eventDate,
    eventTime: sessions[0]?.time ?? event.eventTime,
    endTime: null,
    duration: event.duration,
    ticketPrice: event.ticketPrice,
    currency: 'USD',
    ...totals(sessions),
    category: event.category,
    location: event.location,
    locationEs: event.locationEs,
    tags: event.tags,
    image: event.imageEmoji,
    imageUrl: event.imageUrl,
    extras: [],
    sessions,
  };
}

/** One date of a weekly template: a single session at the template's start time. */
export function templateOccurrence(
  template: TemplateRow,
  date: CalendarDate,
  rows: SessionIndex,
  now: Date,
): EventOccurrence {
  const row = rows.get(templateKey(template.id, date, template.startTime));
  const session = sessionView(
    row?.id ?? null,
    date,
    template.startTime,
    row?.maxAttendees ?? template.maxAttendees,
    row?.seatsTaken ?? 0,
    now,
  );
  return {
    id: templateOccurrenceId(template.id, date),
    kind: 'template',
    eventId: null,
    templateId: template.id,
    title: template.title,
    description: template.description ?? '',
    titleEs: template.titleEs,
    descriptionEs: template.descriptionEs,
    eventDate: date,
    eventTime: template.startTime,
    endTime: template.endTime,
    duration: template.duration,
    ticketPrice: template.ticketPrice,
    currency: 'USD',
    ...totals([session]),
    category: template.category,
    location: template.location,
    locationEs: template.locationEs,
    tags: [],
    image: template.imageEmoji,
    imageUrl: null,
    extras: template.extras,
    dayOfWeek: template.dayOfWeek,
    sessions: [session],
  };
}

/**
 * Seats of a one-off event's session that has no row yet: a single-session event counts the
 * attendees staff entered on the event (its currentAttendees is that session's count); the
 * slots of a multi-slot event start empty. The booking creates the row with this number.
 */
export function seatsTakenBeforeFirstBooking(
  event: Pick<EventRow, 'currentAttendees' | 'maxAttendees'>,
  sessionCount: number,
): number {
  return sessionCount === 1 ? Math.min(Math.max(0, event.currentAttendees), event.maxAttendees) : 0;
}

/** Start times of a one-off event: its time slots when it has them, else its eventTime. */
export function sessionTimesOf(event: Pick<EventRow, 'eventTime' | 'hasTimeSlots' | 'availableTimeSlots'>): string[] {
  const slots = event.hasTimeSlots ? [...new Set(event.availableTimeSlots)].sort() : [];
  return slots.length ? slots : [event.eventTime];
}

function sessionView(
  id: number | null,
  date: CalendarDate,
  time: string,
  maxAttendees: number,
  seatsTaken: number,
  now: Date,
): SessionView {
  const spotsLeft = Math.max(0, maxAttendees - seatsTaken);
  const started = startInstant({ date, time }).getTime() <= now.getTime();
  return {
    id,
    date,
    time,
    startsAt: startsAtIso({ date, time }),
    maxAttendees,
    seatsTaken,
    spotsLeft,
    bookable: !started && spotsLeft > 0,
  };
}

function totals(
  sessions: readonly SessionView[],
): Pick<EventOccurrence, 'maxAttendees' | 'currentAttendees' | 'spotsLeft'> {
  return {
    maxAttendees: sum(sessions.map((session) => session.maxAttendees)),
    currentAttendees: sum(sessions.map((session) => session.seatsTaken)),
    spotsLeft: sum(sessions.map((session) => session.spotsLeft)),
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function eventKey(eventId: number, date: string, time: string): string {
  return `e:${eventId}:${date}:${time}`;
}

function templateKey(templateId: number, date: string, time: string): string {
  return `t:${templateId}:${date}:${time}`;
}

function byStart(a: EventOccurrence, b: EventOccurrence): number {
  return (
    a.eventDate.localeCompare(b.eventDate) ||
    a.eventTime.localeCompare(b.eventTime) ||
    a.title.localeCompare(b.title) ||
    a.id.localeCompare(b.id)
  );
}
