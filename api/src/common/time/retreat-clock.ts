import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The retreat's zone (UTC-6, no DST): "today" is always computed here, never in the server's zone. */
export const RETREAT_TIME_ZONE = 'America/Guatemala';

/** The calendar date at the retreat, 'yyyy-MM-dd'. */
export function retreatToday(now: Date = new Date()): string {
  return format(new TZDate(now, RETREAT_TIME_ZONE), 'yyyy-MM-dd');
}
