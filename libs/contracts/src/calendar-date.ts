/**
 * Arithmetic on calendar dates written "yyyy-MM-dd". A calendar date names a day, not an
 * instant, so these helpers need no time zone: they work in UTC internally and never read
 * the clock. Which day is "today" depends on the retreat's zone and is the caller's job.
 */

/** A calendar date "yyyy-MM-dd", e.g. "2026-03-14". */
export type CalendarDate = string;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

function toUtcMs(date: CalendarDate): number | null {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  // Date.UTC rolls 2025-02-30 over to March; a real date survives the round trip.
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? ms : null;
}

function fromUtcMs(ms: number): CalendarDate {
  return new Date(ms).toISOString().slice(0, 10);
}

function mustParse(date: CalendarDate): number {
  const ms = toUtcMs(date);
  if (ms === null) throw new RangeError(`Not a calendar date (yyyy-MM-dd): ${date}`);
  return ms;
}

/** True for an existing day written yyyy-MM-dd (2024-02-29 yes, 2025-02-29 no). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  return typeof value === 'string' && toUtcMs(value) !== null;
}

/** Nights between check-in and check-out: '2026-03-01' → '2026-03-04' is 3. Negative if reversed. */
export function nightsBetween(checkin: CalendarDate, checkout: CalendarDate): number {
  return Math.round((mustParse(checkout) - mustParse(checkin)) / MS_PER_DAY);
}

/** The date `days` later (or earlier when negative): check-out = check-in + nights. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcMs(mustParse(date) + days * MS_PER_DAY);
}

/** The nights of a stay, check-in included and check-out excluded: one row per room night. */
export function stayNights(checkin: CalendarDate, checkout: CalendarDate): CalendarDate[] {
  const count = nightsBetween(checkin, checkout);
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(checkin, index));
}

/** Day of the week, 0 = Sunday … 6 = Saturday, as events' dayOfWeek uses. */
export function dayOfWeek(date: CalendarDate): number {
  return new Date(mustParse(date)).getUTCDay();
}
