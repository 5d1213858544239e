import { TZDate } from '@date-fns/tz';
import { addDays, type CalendarDate } from '@lakeside/contracts';
import { RETREAT_TIME_ZONE } from '../common/time/retreat-clock.js';

/** The instants a retreat calendar day covers, [from, to): midnight to midnight in America/Guatemala. */
export function retreatDayWindow(date: CalendarDate): { from: Date; to: Date } {
  return { from: retreatMidnight(date), to: retreatMidnight(addDays(date, 1)) };
}

function retreatMidnight(date: CalendarDate): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, day, 0, 0, 0, 0, RETREAT_TIME_ZONE).getTime());
}
