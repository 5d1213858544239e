import { describe, expect, test } from 'vitest';
import { clockTime, longDate } from './date-wording.js';

describe('date wording', () => {
  test('writes dates in the guest language', () => {
    expect(longDate('en', '2026-12-01')).toBe('Tuesday, December 1, 2026');
    expect(longDate('es', '2026-12-01')).toBe('martes, 1 de diciembre de 2026');
  });

  test('writes times on a 12-hour clock in English and a 24-hour clock in Spanish', () => {
    expect(clockTime('en', '19:30')).toBe('7:30 PM');
    expect(clockTime('en', '07:00')).toBe('7:00 AM');
    expect(clockTime('es', '19:30')).toBe('19:30');
    expect(clockTime('es', '07:00')).toBe('07:00');
  });
});
