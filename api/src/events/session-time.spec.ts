import { describe, expect, test } from 'vitest';
import { addMinutes, durationMinutes, parseSessionStart, startInstant, startsAtIso } from './session-time.js';

describe('session start', () => {
  test('is read in the retreat zone (UTC-6), whatever the server zone', () => {
    expect(startInstant({ date: '2026-12-01', time: '19:00' }).toISOString()).toBe('2026-12-02T01:00:00.000Z');
    expect(startsAtIso({ date: '2026-12-01', time: '07:05' })).toBe('2026-12-01T07:05:00-06:00');
  });

  test.each([
    ['2026-12-01T19:00:00-06:00', '2026-12-02T01:00:00.000Z'],
    ['2026-12-02T01:00:00.000Z', '2026-12-02T01:00:00.000Z'],
    ['2026-12-01T20:00:00-05:00', '2026-12-02T01:00:00.000Z'],
    ['2026-12-01T19:00', '2026-12-02T01:00:00.000Z'],
    ['2026-12-01 19:00:00', '2026-12-02T01:00:00.000Z'],
  ])('parses %s', (text, iso) => {
    expect(parseSessionStart(text)?.toISOString()).toBe(iso);
  });

  test.each(['19:00', '2026-12-01', 'tomorrow', '2026-12-01T25:00', '2026-13-01T19:00:00Z', ''])(
    'refuses %j',
    (text) => {
      expect(parseSessionStart(text)).toBeNull();
    },
  );
});

describe('addMinutes', () => {
  test('adds within the day and rolls over midnight', () => {
    expect(addMinutes({ date: '2026-12-01', time: '19:00' }, 120)).toEqual({ date: '2026-12-01', time: '21:00' });
    expect(addMinutes({ date: '2026-12-31', time: '20:30' }, 240)).toEqual({ date: '2027-01-01', time: '00:30' });
  });
});

describe('durationMinutes', () => {
  test.each([
    ['90 min', 90],
    ['75 min', 75],
    ['2 hours', 120],
    ['1 hour', 60],
    ['1 hour 30 min', 90],
    ['1.5 h', 90],
    ['3 horas', 180],
    ['45 minutos', 45],
  ])('%s is %i minutes', (text, minutes) => {
    expect(durationMinutes(text)).toBe(minutes);
  });

  test.each(['all evening', '', '0 min'])('%j has no duration', (text) => {
    expect(durationMinutes(text)).toBeNull();
  });
});
