import type { CalendarDate } from '@lakeside/contracts';
import { describe, expect, it } from 'vitest';
import { firstOverlap, firstPrivateClash, type PrivateUse, type ResourceUse } from './resource-use.js';
import { rangeBetween, rangeFor, type TimeRange } from './time-range.js';

const WEDNESDAY = '2026-12-02';
const communal: ResourceUse = { kind: 'communal', range: rangeBetween(WEDNESDAY, '17:00', '21:00') };
const privately = (date: CalendarDate, time: string, minutes: number): PrivateUse & ResourceUse => ({
  kind: 'private',
  date,
  time,
  range: rangeFor(date, time, minutes),
});

describe('firstOverlap', () => {
  it('names the communal session before a private booking it also overlaps', () => {
    const booked = privately(WEDNESDAY, '19:00', 60);
    expect(firstOverlap([booked, communal], rangeFor(WEDNESDAY, '18:30', 60))).toBe(communal);
    expect(firstOverlap([booked], rangeFor(WEDNESDAY, '19:30', 60))).toBe(booked);
  });

  it('finds nothing for a slot that ends as the session starts', () => {
    expect(firstOverlap([communal], rangeFor(WEDNESDAY, '15:00', 120))).toBeUndefined();
  });
});

describe('firstPrivateClash', () => {
  /** A weekly 17:00–21:00 session on Wednesdays. */
  const wednesdays = (date: CalendarDate): TimeRange[] =>
    new Date(`${date}T12:00:00Z`).getUTCDay() === 3 ? [rangeBetween(date, '17:00', '21:00')] : [];

  it('finds the first booking the schedule would overlap, on any week', () => {
    const uses = [
      privately('2026-12-01', '17:00', 120), // Tuesday
      privately(WEDNESDAY, '15:00', 120), // ends as the session starts
      privately('2026-12-09', '19:00', 60), // next Wednesday, inside
      privately('2026-12-16', '17:00', 90),
    ];
    expect(firstPrivateClash(wednesdays, uses)).toBe(uses[2]);
  });

  it('passes a schedule that overlaps nothing', () => {
    expect(firstPrivateClash(wednesdays, [privately('2026-12-03', '17:00', 120)])).toBeUndefined();
  });

  it('sees a session that runs past midnight into the next day', () => {
    const lateTuesday = (date: CalendarDate) => (date === '2026-12-01' ? [rangeBetween(date, '23:00', '02:00')] : []);
    expect(firstPrivateClash(lateTuesday, [privately(WEDNESDAY, '01:00', 60)])).toBeDefined();
    expect(firstPrivateClash(lateTuesday, [privately(WEDNESDAY, '02:00', 60)])).toBeUndefined();
  });
});
