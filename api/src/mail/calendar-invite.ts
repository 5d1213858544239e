/**
 * The calendar entry of a booking (RFC 5545 / iTIP RFC 5546), as it travels in mails and in the
 * manage page's download. Mail builders describe the entry (CalendarAttachment); MailService
 * renders it with the retreat's identity, so every booking's UID is `{reference}@{site domain}`
 * — unique across retreats and databases — and the organizer is the retreat's sender address.
 * A confirmation or change is a REQUEST, a cancellation a CANCEL of the same UID with a higher
 * SEQUENCE (stored on the booking, see calendar-sequence.ts); the download is a PUBLISH.
 */
import { createEvent, type DateArray, type EventAttributes } from 'ics';
import type { AppConfig } from '../config/config.js';
import type { MailAttachment } from './outgoing-mail.js';

/** UTC offset of America/Guatemala: -6 h all year (no daylight saving). */
const RETREAT_UTC_OFFSET_HOURS = -6;

export const RETREAT_LOCATION = 'Lakeside, San Marcos La Laguna, Sololá, Guatemala';

export interface InviteTime {
  /** 'yyyy-MM-dd' at the retreat. */
  date: string;
  /** 'HH:MM' wall-clock time at the retreat. */
  time: string;
}

/** What a booking's calendar entry says. */
export interface CalendarEntry {
  /** The booking reference: with the site's domain, the entry's UID. */
  reference: string;
  /** The booking's calendarSequence: 0 for the first invite, higher with each change. */
  sequence: number;
  title: string;
  description: string;
  start: InviteTime;
  end: InviteTime;
  location?: string;
  /** The guest, as the entry's attendee. */
  guest: { name: string; email: string };
}

export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

/** A calendar file a mail carries, rendered by MailService with the retreat's identity. */
export interface CalendarAttachment {
  calendar: CalendarEntry;
  method: Exclude<CalendarMethod, 'PUBLISH'>;
}

/** Who the retreat is in its calendar files. */
export interface CalendarIdentity {
  /** The site's host name: the UIDs' domain. */
  domain: string;
  organizer: { name: string; email: string };
}

export function calendarIdentity(config: Pick<AppConfig, 'SITE_ORIGIN' | 'MAIL_FROM'>): CalendarIdentity {
  // MAIL_FROM is 'Name <address>' or a bare address.
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(config.MAIL_FROM);
  return {
    domain: new URL(config.SITE_ORIGIN).hostname,
    organizer: named ? { name: named[1] || 'Lakeside', email: named[2]! } : { name: 'Lakeside', email: config.MAIL_FROM },
  };
}

/** The entry's UID: the booking reference at the site's domain. */
export function calendarUid(reference: string, identity: CalendarIdentity): string {
  return `${reference}@${identity.domain}`;
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

const FILENAMES: Record<CalendarMethod, string> = {
  REQUEST: 'booking.ics',
  CANCEL: 'cancellation.ics',
  PUBLISH: 'booking.ics',
};

/** The .ics file of an entry (RFC 5545), with the iTIP method it is sent with. */
export function calendarFile(entry: CalendarEntry, method: CalendarMethod, identity: CalendarIdentity): MailAttachment {
  const attributes: EventAttributes = {
    uid: calendarUid(entry.reference, identity),
    sequence: entry.sequence,
    method,
    title: entry.title,
    description: entry.description,
    location: entry.location ?? RETREAT_LOCATION,
    start: toUtc(entry.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: toUtc(entry.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: 'lakeside/bookings',
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: identity.organizer,
    // The booking is made: the guest's calendar shows it as accepted and asks for no reply.
    attendees: [
      { name: entry.guest.name, email: entry.guest.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' },
    ],
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('Could not build the calendar file');
  return {
    filename: FILENAMES[method],
    content: value,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}
