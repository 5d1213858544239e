import { describe, expect, it } from 'vitest';
import { minuteOf, overlaps, rangeBetween, rangeFor, rangeToMidnight, wallClockOf } from './time-range.js';

describe('time ranges on the retreat wall clock', () => {
  it('counts minutes on one line across days', () => {
    expect(minuteOf('1970-01-01', '00:00')).toBe(0);
    expect(minuteOf('1970-01-02', '01:30')).toBe(1440 + 90);
    expect(minuteOf('2026-12-02', '00:00') - minuteOf('2026-12-01', '17:00')).toBe(7 * 60);
  });

  it('builds a range from a length, or between two times, rolling an earlier end to the next day', () => {
    expect(rangeFor('2026-12-02', '17:00', 90)).toEqual(rangeBetween('2026-12-02', '17:00', '18:30'));
    const late = rangeBetween('2026-12-02', '22:00', '01:00');
    expect(late.end - late.start).toBe(180);
    expect(wallClockOf(late.end)).toEqual({ date: '2026-12-03', time: '01:00' });
    const toMidnight = rangeToMidnight('2026-12-02', '20:00');
    expect(toMidnight.end - toMidnight.start).toBe(240);
  });

  it('overlaps when a minute is shared, not when ranges only touch', () => {
    const session = rangeBetween('2026-12-02', '17:00', '21:00');
    expect(overlaps(session, rangeFor('2026-12-02', '17:00', 60))).toBe(true);
    expect(overlaps(session, rangeFor('2026-12-02', '19:00', 120))).toBe(true);
    expect(overlaps(session, rangeFor('2026-12-02', '20:59', 60))).toBe(true);
    expect(overlaps(session, rangeFor('2026-12-02', '15:00', 120))).toBe(false);
    expect(overlaps(session, rangeFor('2026-12-02', '21:00', 60))).toBe(false);
    expect(overlaps(session, rangeFor('2026-12-09', '17:00', 60))).toBe(false);
  });

  it('reads a minute back as a date and time', () => {
    expect(wallClockOf(minuteOf('2026-12-02', '19:05'))).toEqual({ date: '2026-12-02', time: '19:05' });
  });
});
