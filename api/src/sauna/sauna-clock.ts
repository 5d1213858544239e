import { TZDate } from '@date-fns/tz';
import type { CalendarDate } from '@lakeside/contracts';
import { format } from 'date-fns';
import { RETREAT_TIME_ZONE } from '../common/time/retreat-clock.js';

/**
 * Whether a slot on `date` at `time` (retreat wall clock) has started at `now`. Compared as
 * retreat wall-clock text ('2026-12-01T17:00'), so the server's own zone never matters.
 */
export function slotHasStarted(date: CalendarDate, time: string, now: Date = new Date()): boolean {
  const retreatNow = format(new TZDate(now, RETREAT_TIME_ZONE), "yyyy-MM-dd'T'HH:mm");
  return `${date}T${time}` <= retreatNow;
}
