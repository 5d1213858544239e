/**
 * Stable ids of event occurrences, as GET /api/events gives them and POST /api/event-bookings
 * takes them back in `eventId`:
 *
 * - `event:12` — the one-off event 12 (all of its time slots; the booking picks one);
 * - `template:3:2026-12-01` — weekly template 3 on 1 December 2026 (one session).
 *
 * A bare positive integer (`12` or `"12"`) means `event:12`: the `eventId` a first-version
 * booking body sends (docs/requirements/api-shape.md#guest-calls).
 * A template occurrence needs its date in the id because it has no row until first booked.
 */
import { isCalendarDate, type CalendarDate } from './calendar-date.js';

export type OccurrenceRef =
  { kind: 'event'; eventId: number } | { kind: 'template'; templateId: number; date: CalendarDate };

export function eventOccurrenceId(eventId: number): string {
  return `event:${eventId}`;
}

export function templateOccurrenceId(templateId: number, date: CalendarDate): string {
  return `template:${templateId}:${date}`;
}

export function formatOccurrenceId(ref: OccurrenceRef): string {
  return ref.kind === 'event' ? eventOccurrenceId(ref.eventId) : templateOccurrenceId(ref.templateId, ref.date);
}

const EVENT_ID = /^(?:event:)?([1-9]\d{0,9})$/;
const TEMPLATE_ID = /^template:([1-9]\d{0,9}):(\d{4}-\d{2}-\d{2})$/;

/** The occurrence an id names, or null when it is not one (malformed, id 0, a date that does not exist). */
export function parseOccurrenceId(value: unknown): OccurrenceRef | null {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value > 0 ? { kind: 'event', eventId: value } : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const event = EVENT_ID.exec(text);
  if (event) return safeId(event[1]) ? { kind: 'event', eventId: Number(event[1]) } : null;
  const template = TEMPLATE_ID.exec(text);
  if (template && safeId(template[1]) && isCalendarDate(template[2])) {
    return { kind: 'template', templateId: Number(template[1]), date: template[2] };
  }
  return null;
}

/** Ids are INT columns: anything past 2^31 - 1 cannot exist. */
function safeId(digits: string | undefined): boolean {
  return digits !== undefined && Number(digits) <= 2_147_483_647;
}
