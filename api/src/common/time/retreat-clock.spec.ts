import { describe, expect, it } from 'vitest';
import { retreatToday } from './retreat-clock.js';

describe('retreatToday', () => {
  it.each([
    // 05:59 UTC is still the previous evening in Guatemala (UTC-6).
    ['2026-11-22T05:59:00Z', '2026-11-21'],
    ['2026-11-22T06:00:00Z', '2026-11-22'],
    ['2026-12-31T23:30:00Z', '2026-12-31'],
    ['2027-01-01T06:30:00Z', '2027-01-01'],
  ])('at %s it is %s at the retreat', (instant, expected) => {
    expect(retreatToday(new Date(instant))).toBe(expected);
  });
});
