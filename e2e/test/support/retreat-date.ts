/** Dates as the retreat counts them: calendar days in America/Guatemala, as yyyy-MM-dd. */
import { addDays, RETREAT_TIME_ZONE, type CalendarDate } from '@lakeside/contracts';

const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: RETREAT_TIME_ZONE, dateStyle: 'short' });

/** The retreat's date `days` from today (0 = today). */
export function retreatDate(days = 0): CalendarDate {
  return addDays(TODAY.format(new Date()), days);
}
