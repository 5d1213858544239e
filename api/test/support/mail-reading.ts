/** Reading received mails as a guest's mail and calendar apps would. */
import ICAL from 'ical.js';
import { expect } from 'vitest';
import type { ReceivedMail } from './smtp-inbox.js';

export const textOf = (mail: ReceivedMail) =>
  mail.parts.find((part) => part.contentType.startsWith('text/plain'))?.body ?? '';

/** The manage-my-booking link in a mail's text. */
export function manageLinkOf(mail: ReceivedMail): URL {
  return new URL(/https?:\/\/\S+\/booking\/\S+/.exec(textOf(mail))?.[0] ?? 'http://missing');
}

/** What a calendar client reads of a booking's entry. */
export interface CalendarEntry {
  method: unknown;
  uid: unknown;
  sequence: number;
  status: unknown;
  start: Date | null;
}

/** The VEVENT of a mail's .ics, parsed by ical.js as a calendar client parses it. */
export function calendarEntryOf(mail: ReceivedMail): CalendarEntry {
  const ics = mail.parts.find((part) => part.contentType.startsWith('text/calendar'));
  expect(ics, 'an .ics attachment').toBeDefined();
  return readCalendar(ics?.body ?? '');
}

/** An .ics file's VEVENT, parsed by ical.js as a calendar client parses it. */
export function readCalendar(ics: string): CalendarEntry {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  const start = event.getFirstPropertyValue('dtstart');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    status: event.getFirstPropertyValue('status'),
    start: start instanceof ICAL.Time ? start.toJSDate() : null,
  };
}
