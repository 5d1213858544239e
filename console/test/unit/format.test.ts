/** Money with 2 decimals and its currency; dates on the retreat's calendar (UTC-6). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatCalendarDate,
  formatInstant,
  formatMonth,
  retreatTimeOfDay,
  retreatToday,
  weekdayInitial,
} from '../../src/format/dates';
import { setActiveLocale } from '../../src/i18n/locale';
import { formatMoney } from '../../src/format/money';

describe('formatMoney', () => {
  it.each([
    ['125.5', 'Q', 'Q 125.50'],
    ['1234567.05', 'USD', '$1,234,567.05'],
    [65, 'USD', '$65.00'],
    ['-10.00', 'Q', '-Q 10.00'],
    ['12.00', undefined, '12.00'],
    ['12.00', 'EUR', 'EUR 12.00'],
    ['not money', 'Q', 'not money'],
    [null, 'Q', ''],
  ] as const)('%s %s → %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });
});

describe('retreat dates', () => {
  it('is still yesterday at the retreat until 06:00 UTC', () => {
    expect(retreatToday(new Date('2026-03-11T05:59:00Z'))).toBe('2026-03-10');
    expect(retreatToday(new Date('2026-03-11T06:00:00Z'))).toBe('2026-03-11');
    expect(retreatTimeOfDay(new Date('2026-03-11T01:30:00Z'))).toBe('19:30');
  });

  it('shows a calendar date as that day in every zone, and an instant on the retreat clock', () => {
    expect(formatCalendarDate('2026-03-01')).toBe('1 Mar 2026');
    expect(formatCalendarDate('')).toBe('');
    expect(formatInstant('2026-03-01T12:00:00.000Z')).toBe('1 Mar 2026, 06:00');
    expect(formatInstant('soon')).toBe('soon');
  });
});

describe('dates in Spanish', () => {
  afterEach(() => {
    setActiveLocale('en');
    vi.unstubAllGlobals();
  });

  it('reads months and days as Guatemala writes them once the console speaks Spanish', () => {
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    setActiveLocale('es');
    expect(formatCalendarDate('2026-11-24')).toBe('24 nov 2026');
    expect(formatInstant('2026-03-01T12:00:00.000Z')).toBe('1 mar 2026, 06:00');
    expect(formatMonth('2026-03')).toBe('marzo de 2026');
    expect(weekdayInitial('2026-11-24')).toBe('M');
    expect(weekdayInitial('2026-11-25')).toBe('X');
    setActiveLocale('en');
    expect(formatCalendarDate('2026-11-24')).toBe('24 Nov 2026');
  });
});
