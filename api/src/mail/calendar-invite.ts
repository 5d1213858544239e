import { createEvent, type DateArray, type EventAttributes } from 'ics';
import type { MailAttachment } from './outgoing-mail.js';

/** UTC offset of America/Guatemala: -6 h all year (no daylight saving). */
const RETREAT_UTC_OFFSET_HOURS = -6;

export interface InviteTime {
  /** 'yyyy-MM-dd' at the retreat. */
  date: string;
  /** 'HH:MM' wall-clock time at the retreat. */
  time: string;
}

export interface CalendarInvite {
  /** Stable id, so a re-sent confirmation updates the same calendar entry. */
  uid: string;
  /** Grows with every change of the entry (RFC 5545 SEQUENCE); 0 for the first invite. */
  sequence?: number;
  title: string;
  description: string;
  start: InviteTime;
  end: InviteTime;
  location?: string;
}

/** Retreat wall-clock time → UTC date array, so every calendar shows the right local time. */
function toUtc({ date, time }: InviteTime): DateArray {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const instant = new Date(Date.UTC(year, month - 1, day, hour - RETREAT_UTC_OFFSET_HOURS, minute));
  return [
    instant.getUTCFullYear(),
    instant.getUTCMonth() + 1,
    instant.getUTCDate(),
    instant.getUTCHours(),
    instant.getUTCMinutes(),
  ];
}

export const RETREAT_LOCATION = 'Lakeside, San Marcos La Laguna, Sololá, Guatemala';

/** An .ics attachment (RFC 5545) for a booking confirmation. */
export function calendarInvite(invite: CalendarInvite): MailAttachment {
  return calendarFile(invite, 'PUBLISH', 'CONFIRMED');
}

/**
 * The .ics that removes a booking from the guest's calendar: the same UID as its invite,
 * METHOD:CANCEL and a higher SEQUENCE, which calendar apps read as "this entry is cancelled".
 */
export function calendarCancellation(invite: CalendarInvite & { sequence: number }): MailAttachment {
  return calendarFile(invite, 'CANCEL', 'CANCELLED');
}

function calendarFile(
  invite: CalendarInvite,
  method: 'PUBLISH' | 'CANCEL',
  status: 'CONFIRMED' | 'CANCELLED',
): MailAttachment {
  const attributes: EventAttributes = {
    uid: invite.uid,
    sequence: invite.sequence ?? 0,
    method,
    title: invite.title,
    description: invite.description,
    location: invite.location ?? RETREAT_LOCATION,
    start: toUtc(invite.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: toUtc(invite.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: 'lakeside/bookings',
    status,
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('Could not build the calendar invite');
  return {
    filename: method === 'CANCEL' ? 'cancellation.ics' : 'booking.ics',
    content: value,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}
