import { describe, expect, it } from 'vitest';
import { parseFeed, renderFeed } from './ical-feed.js';

/** Shaped like Airbnb's export: CRLF, a folded DESCRIPTION, VALUE=DATE events. */
const AIRBNB = [
  'BEGIN:VCALENDAR',
  'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
  'CALSCALE:GREGORIAN',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'DTEND;VALUE=DATE:20270105',
  'DTSTART;VALUE=DATE:20270102',
  'UID:1418fb94e984-2d2c1a4c4f3e4e1b2a3c@airbnb.com',
  'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABCDEFGH\\nPhone Numb',
  ' er (Last 4 Digits): 1234',
  'SUMMARY:Reserved',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTAMP:20261124T120000Z',
  'DTSTART;VALUE=DATE:20270110',
  'DTEND;VALUE=DATE:20270112',
  'UID:airbnb_1418fb94e984-blocked@airbnb.com',
  'SUMMARY:Airbnb (Not available)',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART;VALUE=DATE:20270115',
  'DTEND;VALUE=DATE:20270117',
  'UID:gone@airbnb.com',
  'STATUS:CANCELLED',
  'SUMMARY:Reserved',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

describe('parseFeed', () => {
  it('reads all-day events, unfolding lines, and leaves out cancelled ones', () => {
    expect(parseFeed(AIRBNB)).toEqual([
      {
        uid: '1418fb94e984-2d2c1a4c4f3e4e1b2a3c@airbnb.com',
        checkinDate: '2027-01-02',
        checkoutDate: '2027-01-05',
        summary: 'Reserved',
      },
      {
        uid: 'airbnb_1418fb94e984-blocked@airbnb.com',
        checkinDate: '2027-01-10',
        checkoutDate: '2027-01-12',
        summary: 'Airbnb (Not available)',
      },
    ]);
  });

  it('gives a one-day event without DTEND its night, and a UTC time its day at the retreat', () => {
    const feed = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:a',
      'DTSTART;VALUE=DATE:20270301',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:b',
      'DTSTART:20270302T030000Z',
      'DTEND:20270304T030000Z',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\n');
    expect(parseFeed(feed).map((event) => [event.uid, event.checkinDate, event.checkoutDate])).toEqual([
      ['a', '2027-03-01', '2027-03-02'],
      ['b', '2027-03-01', '2027-03-03'],
    ]);
  });

  it('refuses what is not a calendar', () => {
    expect(() => parseFeed('<html>Service unavailable</html>')).toThrow(/not an iCalendar feed/);
  });
});

describe('renderFeed', () => {
  it('writes all-day events that read back the same', () => {
    const body = renderFeed('Lakefront Lower Room', [
      {
        uid: 'room-booking-7@lakeside',
        checkinDate: '2027-01-02',
        checkoutDate: '2027-01-05',
        summary: 'Booked',
        stamp: new Date('2026-11-20T10:00:00Z'),
      },
    ]);
    expect(body).toContain('DTSTART;VALUE=DATE:20270102\r\n');
    expect(body).toContain('DTEND;VALUE=DATE:20270105\r\n');
    expect(body).toContain('DTSTAMP:20261120T100000Z\r\n');
    expect(parseFeed(body)).toEqual([
      { uid: 'room-booking-7@lakeside', checkinDate: '2027-01-02', checkoutDate: '2027-01-05', summary: 'Booked' },
    ]);
    expect(parseFeed(renderFeed('Empty', []))).toEqual([]);
  });
});
