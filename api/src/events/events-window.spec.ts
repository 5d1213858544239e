import { describe, expect, test } from 'vitest';
import { startsBeyondHorizon, upcomingPart } from './events-window.js';

const TODAY = '2026-12-02';

describe('upcomingPart', () => {
  test('keeps a window that starts today or later', () => {
    expect(upcomingPart({ from: TODAY, days: 7 }, TODAY)).toEqual({ from: TODAY, days: 7 });
    expect(upcomingPart({ from: '2026-12-10', days: 3 }, TODAY)).toEqual({ from: '2026-12-10', days: 3 });
  });

  test('cuts the past days off a window that started earlier', () => {
    expect(upcomingPart({ from: '2026-11-29', days: 7 }, TODAY)).toEqual({ from: TODAY, days: 4 });
  });

  test('leaves nothing of a window that ended before today', () => {
    expect(upcomingPart({ from: '2026-11-22', days: 7 }, TODAY)).toBeNull();
    expect(upcomingPart({ from: '2026-11-25', days: 7 }, TODAY)).toBeNull();
  });
});

describe('startsBeyondHorizon', () => {
  test('allows a year ahead, not more', () => {
    expect(startsBeyondHorizon({ from: '2027-12-02', days: 7 }, TODAY)).toBe(false);
    expect(startsBeyondHorizon({ from: '2027-12-03', days: 7 }, TODAY)).toBe(true);
  });
});
