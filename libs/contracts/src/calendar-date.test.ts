import { describe, expect, test } from 'vitest';
import { addDays, dayOfWeek, isCalendarDate, nightsBetween, stayNights } from './calendar-date.js';

describe('calendar dates', () => {
  test.each([
    { value: '2026-03-14', ok: true },
    { value: '2024-02-29', ok: true },
    { value: '2025-02-29', ok: false },
    { value: '2025-13-01', ok: false },
    { value: '2025-1-01', ok: false },
    { value: '14/03/2026', ok: false },
    { value: 20260314, ok: false },
  ])('isCalendarDate($value) is $ok', ({ value, ok }) => {
    expect(isCalendarDate(value)).toBe(ok);
  });

  test.each([
    { checkin: '2026-03-01', checkout: '2026-03-04', nights: 3 },
    { checkin: '2026-02-27', checkout: '2026-03-02', nights: 3 },
    { checkin: '2024-02-28', checkout: '2024-03-01', nights: 2 },
    { checkin: '2025-12-31', checkout: '2026-01-01', nights: 1 },
    { checkin: '2026-03-04', checkout: '2026-03-01', nights: -3 },
  ])('nightsBetween($checkin, $checkout) = $nights', ({ checkin, checkout, nights }) => {
    expect(nightsBetween(checkin, checkout)).toBe(nights);
  });

  test('addDays crosses months and years', () => {
    expect(addDays('2026-01-30', 2)).toBe('2026-02-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  test('stayNights lists every sold night, check-out excluded', () => {
    expect(stayNights('2026-03-30', '2026-04-02')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01']);
    expect(stayNights('2026-03-02', '2026-03-01')).toEqual([]);
  });

  test('dayOfWeek counts from Sunday', () => {
    expect(dayOfWeek('2025-08-30')).toBe(6);
    expect(dayOfWeek('2025-08-31')).toBe(0);
  });

  test('invalid dates throw', () => {
    expect(() => nightsBetween('2025-02-30', '2025-03-02')).toThrow(RangeError);
  });
});
