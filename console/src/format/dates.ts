import { RETREAT_TIME_ZONE, type CalendarDate } from '@lakeside/contracts';

/**
 * Dates as the retreat lives them. A calendar date ("2026-03-14", check-in, expense date)
 * names a day and is never shifted by a zone; an instant (createdAt) is shown on the
 * retreat's clock (America/Guatemala), whatever zone the browser is in.
 */

const dayInRetreat = new Intl.DateTimeFormat('en-CA', {
  timeZone: RETREAT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeInRetreat = new Intl.DateTimeFormat('en-GB', {
  timeZone: RETREAT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const calendarDateLabel = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const instantLabel = new Intl.DateTimeFormat('en-GB', {
  timeZone: RETREAT_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const monthLabel = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' });
const weekdayLabel = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'narrow' });

/** Today's date at the retreat, "yyyy-MM-dd". */
export function retreatToday(now: Date = new Date()): CalendarDate {
  return dayInRetreat.format(now);
}

/** The retreat's wall-clock time, "HH:MM". */
export function retreatTimeOfDay(now: Date = new Date()): string {
  return timeInRetreat.format(now);
}

function utcDate(date: CalendarDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** "2026-03-14" → "14 Mar 2026"; anything else is shown as it came. */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return value ?? '';
  const date = utcDate(value.slice(0, 10));
  return Number.isNaN(date.getTime()) ? value : calendarDateLabel.format(date);
}

/** An ISO instant on the retreat's clock: "14 Mar 2026, 18:30". */
export function formatInstant(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : instantLabel.format(date);
}

/** "2026-03" → "March 2026". */
export function formatMonth(month: string): string {
  return monthLabel.format(utcDate(`${month}-01`));
}

/** One-letter weekday of a calendar date, for narrow grid headers. */
export function weekdayInitial(date: CalendarDate): string {
  return weekdayLabel.format(utcDate(date));
}
