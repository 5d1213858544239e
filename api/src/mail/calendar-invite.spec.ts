import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile, calendarIdentity, type CalendarEntry } from './calendar-invite.js';

const identity = calendarIdentity({
  SITE_ORIGIN: 'https://lakeside-retreat.example',
  MAIL_FROM: 'Lakeside Retreat <reservations@lakeside-retreat.example>',
});

const stay: CalendarEntry = {
  reference: 'R-4K7M-Q2XP',
  sequence: 0,
  title: 'Stay at Lakeside',
  description: 'Check-in 3–9 PM',
  start: { date: '2026-12-01', time: '15:00' },
  end: { date: '2026-12-03', time: '11:00' },
  guest: { name: 'Ana López', email: 'ana@example.com' },
};

/** The file as a calendar client reads it (ical.js). */
function read(entry: CalendarEntry, method: 'REQUEST' | 'CANCEL' | 'PUBLISH') {
  const file = calendarFile(entry, method, identity);
  const calendar = new ICAL.Component(ICAL.parse(String(file.content)));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return { file, calendar, event, raw: String(file.content) };
}

describe('calendarFile', () => {
  it('names the booking at the site’s domain, with the retreat as organizer and the guest as attendee', () => {
    const { file, calendar, event } = read(stay, 'REQUEST');
    expect(file).toMatchObject({ filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.getFirstPropertyValue('uid')).toBe('R-4K7M-Q2XP@lakeside-retreat.example');
    expect(String(event.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:reservations@lakeside-retreat.example');
    const attendee = event.getFirstProperty('attendee')!;
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:ana@example.com');
    expect(attendee.getParameter('partstat')).toBe('ACCEPTED');
    expect(attendee.getParameter('rsvp')).toBe('FALSE');
  });

  it('turns retreat times (UTC-6) into UTC', () => {
    const { raw } = read(stay, 'PUBLISH');
    expect(raw).toContain('DTSTART:20261201T210000Z');
    expect(raw).toContain('DTEND:20261203T170000Z');
    expect(raw).toContain('SUMMARY:Stay at Lakeside');
  });

  it('moves a late-evening start to the next UTC day', () => {
    const { raw } = read({ ...stay, start: { date: '2026-12-31', time: '20:30' }, end: { date: '2026-12-31', time: '21:45' } }, 'REQUEST');
    expect(raw).toContain('DTSTART:20270101T023000Z');
  });

  it('cancels the same UID with the higher SEQUENCE', () => {
    const invited = read(stay, 'REQUEST').event;
    const { file, event } = read({ ...stay, sequence: 2 }, 'CANCEL');
    expect(file.filename).toBe('cancellation.ics');
    expect(event.getFirstPropertyValue('uid')).toBe(invited.getFirstPropertyValue('uid'));
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.getFirstPropertyValue('sequence')).toBe(2);
  });

  it('reads a bare sender address as the organizer', () => {
    expect(calendarIdentity({ SITE_ORIGIN: 'http://localhost:4321', MAIL_FROM: 'desk@lakeside.example' })).toEqual({
      domain: 'localhost',
      organizer: { name: 'Lakeside', email: 'desk@lakeside.example' },
    });
  });
});
