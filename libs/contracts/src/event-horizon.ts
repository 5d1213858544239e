/**
 * How far ahead guests can reach the events calendar (EVENT_LIMITS.horizonDays), as one rule
 * for everything that meets it: GET /api/events refuses a later week, weekly sessions cannot be
 * booked beyond it, GET /api/events/upcoming lists one-off events up to it, the site's week
 * navigation stops at it, and staff cannot schedule an event past it (the console's event form,
 * schemas/event.ts), so no event exists that guests could never find.
 */
import { addDays, type CalendarDate } from './calendar-date.js';
import { EVENT_LIMITS } from './limits.js';

/** The last day guests can see and book from `today` (a date at the retreat). */
export function eventHorizon(today: CalendarDate): CalendarDate {
  return addDays(today, EVENT_LIMITS.horizonDays);
}

/** Whether `date` lies past the horizon of `today`. */
export function isBeyondEventHorizon(date: CalendarDate, today: CalendarDate): boolean {
  return date > eventHorizon(today);
}
