import { describe, expect, test } from 'vitest';
import type { SessionView } from './event-occurrence.js';
import { chooseSession } from './session-choice.js';

const session = (time: string, id: number | null = null): SessionView => ({
  id,
  date: '2026-12-03',
  time,
  startsAt: `2026-12-03T${time}:00-06:00`,
  maxAttendees: 8,
  seatsTaken: 0,
  spotsLeft: 8,
  bookable: true,
});
const one = [session('19:00', 4)];
const two = [session('10:00'), session('14:00', 7)];
const none = { selectedTimeSlot: null, selectedDateTime: null };

describe('chooseSession', () => {
  test('takes the only session when nothing is chosen', () => {
    expect(chooseSession(one, none)).toEqual({ session: one[0] });
  });

  test('asks for a slot when there are several and nothing is chosen', () => {
    expect(chooseSession(two, none)).toEqual({ problem: 'slotRequired' });
  });

  test.each([
    [{ selectedTimeSlot: '14:00', selectedDateTime: null }],
    [{ selectedTimeSlot: ' 14:00 ', selectedDateTime: null }],
    [{ selectedTimeSlot: null, selectedDateTime: '2026-12-03T14:00:00-06:00' }],
    [{ selectedTimeSlot: null, selectedDateTime: '2026-12-03T20:00:00.000Z' }],
    [{ selectedTimeSlot: null, selectedDateTime: '2026-12-03T14:00' }],
    [{ selectedTimeSlot: '14:00', selectedDateTime: '2026-12-03T14:00:00-06:00' }],
  ])('picks the 14:00 session from %j', (choice) => {
    expect(chooseSession(two, choice)).toEqual({ session: two[1] });
  });

  test.each([
    [{ selectedTimeSlot: '12:00', selectedDateTime: null }],
    [{ selectedTimeSlot: '7:00 PM', selectedDateTime: null }],
    [{ selectedTimeSlot: null, selectedDateTime: '2026-12-04T14:00:00-06:00' }],
    [{ selectedTimeSlot: '10:00', selectedDateTime: '2026-12-03T14:00:00-06:00' }],
  ])('finds no session for %j', (choice) => {
    expect(chooseSession(two, choice)).toEqual({ problem: 'noSuchSession' });
  });

  test('says when the date-time cannot be read', () => {
    expect(chooseSession(one, { selectedTimeSlot: null, selectedDateTime: 'next Tuesday' })).toEqual({
      problem: 'unreadableStart',
    });
  });
});
