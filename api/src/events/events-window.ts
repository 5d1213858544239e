import { isBeyondEventHorizon, nightsBetween, type CalendarDate } from '@lakeside/contracts';

/**
 * How much GET /api/events lists at once. How far ahead it may start, and weekly sessions be
 * booked, is the events horizon the console's event form shares (event-horizon.ts in the contracts).
 */
export const EVENTS_WINDOW = {
  /** The events page and the home page's "Upcoming Events" read four weeks by default. */
  defaultDays: 28,
  /** Bounds the work (and the cached answer) of one request. */
  maxDays: 90,
} as const;

export interface DateWindow {
  from: CalendarDate;
  days: number;
}

/**
 * The part of a requested window that lies from today on: past days list nothing, so a week
 * view that starts on last Sunday still gets the rest of its week. Null when all of it is past.
 */
export function upcomingPart(window: DateWindow, today: CalendarDate): DateWindow | null {
  if (window.from >= today) return window;
  const days = window.days - nightsBetween(window.from, today);
  return days > 0 ? { from: today, days } : null;
}

/** Whether a window starts beyond the events horizon: a week no guest can see. */
export function startsBeyondHorizon(window: DateWindow, today: CalendarDate): boolean {
  return isBeyondEventHorizon(window.from, today);
}
