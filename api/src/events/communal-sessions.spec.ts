import { describe, expect, it } from 'vitest';
import { rangeBetween, rangeFor, rangeToMidnight } from '../shared-resources/time-range.js';
import { eventSessionRanges, hasKnownLength, templateSessionRanges } from './communal-sessions.js';

const saunaSession = { dayOfWeek: 3, startTime: '17:00', endTime: '21:00', duration: '4 hours' };

describe('communal session ranges', () => {
  it('holds a weekly window from its start to its end time, on the days it runs', () => {
    expect(templateSessionRanges(saunaSession, '2026-12-02')).toEqual([rangeBetween('2026-12-02', '17:00', '21:00')]);
    expect(templateSessionRanges(saunaSession, '2026-12-03')).toEqual([]);
    expect(templateSessionRanges({ ...saunaSession, dayOfWeek: -1 }, '2026-12-03')).toHaveLength(1);
  });

  it('holds a weekly session without an end time for its duration', () => {
    const session = { ...saunaSession, endTime: null, duration: '90 min' };
    expect(templateSessionRanges(session, '2026-12-02')).toEqual([rangeFor('2026-12-02', '17:00', 90)]);
  });

  it('holds each time slot of a one-off event for its duration', () => {
    const event = {
      eventDate: '2026-12-05',
      eventTime: '10:00',
      duration: '1 hour',
      hasTimeSlots: true,
      availableTimeSlots: ['18:00', '14:00'],
    };
    expect(eventSessionRanges(event)).toEqual([
      rangeFor('2026-12-05', '14:00', 60),
      rangeFor('2026-12-05', '18:00', 60),
    ]);
    expect(eventSessionRanges({ ...event, hasTimeSlots: false })).toEqual([rangeFor('2026-12-05', '10:00', 60)]);
  });

  it('holds to midnight when nobody can read the duration', () => {
    const event = {
      eventDate: '2026-12-05',
      eventTime: '20:00',
      duration: 'all evening',
      hasTimeSlots: false,
      availableTimeSlots: [],
    };
    expect(eventSessionRanges(event)).toEqual([rangeToMidnight('2026-12-05', '20:00')]);
    expect(hasKnownLength(event)).toBe(false);
    expect(hasKnownLength({ duration: 'all evening', endTime: '23:00' })).toBe(true);
    expect(hasKnownLength({ duration: '2 hours' })).toBe(true);
  });
});
