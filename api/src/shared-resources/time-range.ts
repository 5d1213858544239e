/**
 * Time ranges on the retreat's wall clock, as whole minutes counted from 1970-01-01 00:00 at
 * the retreat. One number line for every day, so a session that runs past midnight is one
 * range, and whether two uses of a shared resource overlap is two comparisons whatever their
 * dates. Pure: no clock, no zone (the retreat keeps one offset all year, decision 0008).
 */
import { addDays, nightsBetween, type CalendarDate } from '@lakeside/contracts';

/** From `start` (included) to `end` (excluded), in minutes on the retreat's wall clock. */
export interface TimeRange {
  start: number;
  end: number;
}

export const MINUTES_PER_DAY = 1440;
const EPOCH: CalendarDate = '1970-01-01';

/** The minute `time` ('HH:MM') of `date` starts at. */
export function minuteOf(date: CalendarDate, time: string): number {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return nightsBetween(EPOCH, date) * MINUTES_PER_DAY + hour * 60 + minute;
}

/** `minutes` long from `time` on `date`. */
export function rangeFor(date: CalendarDate, time: string, minutes: number): TimeRange {
  const start = minuteOf(date, time);
  return { start, end: start + minutes };
}

/** From `start` to `end` on `date`; an end at or before the start is on the next day (22:00–01:00). */
export function rangeBetween(date: CalendarDate, start: string, end: string): TimeRange {
  const from = minuteOf(date, start);
  let to = minuteOf(date, end);
  if (to <= from) to += MINUTES_PER_DAY;
  return { start: from, end: to };
}

/** From `time` on `date` to the end of that day. */
export function rangeToMidnight(date: CalendarDate, time: string): TimeRange {
  return { start: minuteOf(date, time), end: minuteOf(addDays(date, 1), '00:00') };
}

/** Whether the two share a minute; ranges that only touch (one ends as the other starts) do not. */
export function overlaps(a: TimeRange, b: TimeRange): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The date and 'HH:MM' a minute of the line falls on, for messages. */
export function wallClockOf(minute: number): { date: CalendarDate; time: string } {
  const day = Math.floor(minute / MINUTES_PER_DAY);
  const ofDay = minute - day * MINUTES_PER_DAY;
  const time = `${String(Math.floor(ofDay / 60)).padStart(2, '0')}:${String(ofDay % 60).padStart(2, '0')}`;
  return { date: addDays(EPOCH, day), time };
}
