import type { CalendarEntry } from '../mail/calendar-invite.js';

/**
 * A booking's calendar entry as the manage page offers it for download
 * (GET /api/bookings/{reference}/calendar.ics): as it stands now, with its current SEQUENCE —
 * a cancelled booking's file cancels the entry, so a guest who lost the mail can still clear it.
 */
export interface BookingCalendar {
  entry: CalendarEntry;
  cancelled: boolean;
}
