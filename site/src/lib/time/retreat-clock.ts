/**
 * The wall clock at the retreat. "Now" on every page is read in America/Guatemala
 * (docs/decisions/0008-time-zone.md), never in the server's or the browser's zone.
 */
import { RETREAT_TIME_ZONE, type CalendarDate } from '@lakeside/contracts';

export interface RetreatClock {
  /** Today at the retreat, "yyyy-MM-dd". */
  date: CalendarDate;
  /** Time of day at the retreat, "HH:MM" (24-hour). */
  time: string;
  /** Month at the retreat, 1 = January. */
  month: number;
}

const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: RETREAT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function retreatClock(now: Date = new Date()): RetreatClock {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    PARTS.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  const month = part('month');
  return {
    date: `${part('year')}-${month}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
    month: Number(month),
  };
}
