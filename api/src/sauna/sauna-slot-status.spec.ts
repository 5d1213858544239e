import { describe, expect, it } from 'vitest';
import type { ResourceUse } from '../shared-resources/resource-use.js';
import { rangeBetween, rangeFor } from '../shared-resources/time-range.js';
import { slotStatus } from './sauna-slot-status.js';

const WEDNESDAY = '2026-12-02';
const session: ResourceUse = { kind: 'communal', range: rangeBetween(WEDNESDAY, '17:00', '21:00') };
const status = (time: string, taken: ResourceUse[], started = false) =>
  slotStatus({ date: WEDNESDAY, time, shortestMinutes: 60, taken, started });

describe('slotStatus', () => {
  it('offers a free slot', () => {
    expect(status('09:00', [])).toEqual({ time: '09:00', available: true, booked: false, reason: null });
  });

  it('does not offer the slots the communal session covers, and offers the one that ends as it starts', () => {
    expect(status('17:00', [session])).toEqual({
      time: '17:00',
      available: false,
      booked: false,
      reason: 'communal_session',
    });
    expect(status('19:00', [session]).reason).toBe('communal_session');
    expect(status('15:00', [session]).available).toBe(true);
  });

  it('offers a slot when the shortest session fits before a later communal start', () => {
    const late: ResourceUse = { kind: 'communal', range: rangeBetween(WEDNESDAY, '16:00', '18:00') };
    expect(status('15:00', [late]).available).toBe(true);
    expect(
      slotStatus({ date: WEDNESDAY, time: '15:00', shortestMinutes: 90, taken: [late], started: false }).reason,
    ).toBe('communal_session');
  });

  it('says booked before started or communal, and started before communal', () => {
    const booking: ResourceUse = { kind: 'private', range: rangeFor(WEDNESDAY, '17:00', 90) };
    expect(status('17:00', [session, booking], true)).toMatchObject({ booked: true, reason: 'booked' });
    expect(status('17:00', [session], true)).toMatchObject({ booked: false, reason: 'started' });
  });

  it('counts a long booking of an earlier slot as holding a later one', () => {
    const long: ResourceUse = { kind: 'private', range: rangeFor(WEDNESDAY, '15:00', 120) };
    expect(status('16:00', [long])).toMatchObject({ available: false, booked: true });
    expect(status('17:00', [long]).available).toBe(true);
  });
});
