import { addDays, nightsBetween, type CalendarDate } from '@lakeside/contracts';

/** How far GET /api/events looks ahead, and how far ahead a weekly session can be booked. */
export const EVENTS_WINDOW = {
  /** The events page and the home page's "Upcoming Events" read four weeks by default. */
  defaultDays: 28,
  /** Bounds the work (and the cached answer) of one request. */
  maxDays: 90,
  /** Listing starts and weekly bookings end this many days after today: nothing is planned further out. */
  horizonDays: 365,
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

/** Whether a window starts beyond the planning horizon. */
export function startsBeyondHorizon(window: DateWindow, today: CalendarDate): boolean {
  return window.from > addDays(today, EVENTS_WINDOW.horizonDays);
}
