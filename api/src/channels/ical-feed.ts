/**
 * Room calendars as iCalendar (RFC 5545), both ways: other channels' exports read with ical.js,
 * ours written with `ics`. A night is a date at the retreat; an event covers the nights from its
 * DTSTART up to the day before its DTEND, as Airbnb's and Booking.com's all-day events do.
 */
import { addDays, isCalendarDate } from '@lakeside/contracts';
import ICAL from 'ical.js';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { retreatToday } from '../common/time/retreat-clock.js';

/** One channel booking or closure, as the feed says it. */
export interface FeedEvent {
  uid: string;
  /** The first night, 'yyyy-MM-dd'. */
  checkinDate: string;
  /** The day the room is free again. */
  checkoutDate: string;
  summary: string | null;
}

export class FeedParseError extends Error {
  override name = 'FeedParseError';
}

/** Longest UID and summary kept (the columns' sizes); longer ones are cut, not refused. */
const UID_LENGTH = 255;
const SUMMARY_LENGTH = 200;

/**
 * The events of a feed. Cancelled events and events without dates are left out; an event
 * without DTEND covers one night (RFC 5545: a DATE start alone is one day). Throws
 * FeedParseError when the text is not an iCalendar at all, so a broken answer never frees
 * nights as if the channel had emptied its calendar.
 */
export function parseFeed(text: string): FeedEvent[] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    // The parser's message quotes the offending line: never echo what an address answered.
    throw new FeedParseError('not an iCalendar feed');
  }
  if (calendar.name !== 'vcalendar') throw new FeedParseError('not an iCalendar feed');
  const events: FeedEvent[] = [];
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    if (!event.startDate) continue;
    const checkinDate = dateAtRetreat(event.startDate);
    const end = event.endDate ? dateAtRetreat(event.endDate) : addDays(checkinDate, 1);
    // A timed event ending the same day still takes its night.
    const checkoutDate = end > checkinDate ? end : addDays(checkinDate, 1);
    if (!isCalendarDate(checkinDate) || !isCalendarDate(checkoutDate)) continue;
    const summary = event.summary ? event.summary.trim().slice(0, SUMMARY_LENGTH) : null;
    const uid = (event.uid || `${checkinDate}/${checkoutDate}/${summary ?? ''}`).slice(0, UID_LENGTH);
    events.push({ uid, checkinDate, checkoutDate, summary: summary || null });
  }
  return events;
}

/** A DATE as written; a DATE-TIME as the day it is at the retreat. */
function dateAtRetreat(time: ICAL.Time): string {
  if (time.isDate || time.zone === ICAL.Timezone.localTimezone) {
    return `${pad(time.year, 4)}-${pad(time.month, 2)}-${pad(time.day, 2)}`;
  }
  return retreatToday(time.toJSDate());
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** One event of our export: a booking's stay or a block's run of nights. */
export interface ExportEvent {
  /** Stable across requests and changes of the stay, so channels update rather than duplicate. */
  uid: string;
  checkinDate: string;
  checkoutDate: string;
  summary: string;
  /** DTSTAMP: when the owner was last written (the same on every request, so the body is stable). */
  stamp: Date;
}

/**
 * The room's feed: all-day events (DTSTART/DTEND;VALUE=DATE), CRLF and folded lines by `ics`.
 * Nothing about the guest: a UID, the dates and "Booked"/"Blocked".
 */
export function renderFeed(calendarName: string, events: ExportEvent[]): string {
  if (events.length === 0) return emptyCalendar(calendarName);
  const attributes: EventAttributes[] = events.map((event) => ({
    uid: event.uid,
    title: event.summary,
    start: dateArray(event.checkinDate),
    end: dateArray(event.checkoutDate),
    timestamp: event.stamp.getTime(),
    transp: 'OPAQUE',
    productId: PRODUCT_ID,
    calName: calendarName,
    method: 'PUBLISH',
  }));
  const { error, value } = createEvents(attributes);
  if (error || !value) throw error ?? new Error('Could not build the room calendar');
  return value;
}

const PRODUCT_ID = '-//Lakeside//Room calendar//EN';

/** `ics` refuses an empty list; a calendar with no events is still a valid feed. */
function emptyCalendar(calendarName: string): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `PRODID:${PRODUCT_ID}`,
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${calendarName.replace(/[\r\n]/g, ' ')}`,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

function dateArray(date: string): DateArray {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}
