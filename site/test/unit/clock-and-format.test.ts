/** Retreat time, the restaurant's meal status and how times and prices read. */
import { describe, expect, it } from 'vitest';
import {
  durationText,
  formatCalendarDate,
  formatMoney,
  formatPrice,
  formatTimeOfDay,
  timeInSentence,
  upperFirst,
} from '../../src/lib/format';
import { dateTimeFormat } from '../../src/lib/intl-formats';
import { mealStatusAt } from '../../src/lib/time/meal-status';
import { retreatClock } from '../../src/lib/time/retreat-clock';

describe('retreatClock', () => {
  it('reads the wall clock in Guatemala (UTC-6), whatever the server zone', () => {
    expect(retreatClock(new Date('2025-07-25T05:30:00Z'))).toEqual({ date: '2025-07-24', time: '23:30', month: 7 });
    expect(retreatClock(new Date('2025-12-31T18:05:00Z'))).toEqual({ date: '2025-12-31', time: '12:05', month: 12 });
  });
});

describe('mealStatusAt', () => {
  it.each([
    ['00:10', { kind: 'closed', nextMeal: 'breakfast', opensAt: '07:00', tomorrow: false }],
    ['06:59', { kind: 'closed', nextMeal: 'breakfast', opensAt: '07:00', tomorrow: false }],
    ['07:00', { kind: 'serving', meal: 'breakfast', until: '11:00' }],
    ['10:59', { kind: 'serving', meal: 'breakfast', until: '11:00' }],
    ['11:00', { kind: 'closed', nextMeal: 'lunch', opensAt: '12:00', tomorrow: false }],
    ['13:30', { kind: 'serving', meal: 'lunch', until: '15:00' }],
    ['15:00', { kind: 'closed', nextMeal: 'dinner', opensAt: '18:00', tomorrow: false }],
    ['20:59', { kind: 'serving', meal: 'dinner', until: '21:00' }],
    ['21:00', { kind: 'closed', nextMeal: 'breakfast', opensAt: '07:00', tomorrow: true }],
    ['23:45', { kind: 'closed', nextMeal: 'breakfast', opensAt: '07:00', tomorrow: true }],
  ])('at %s', (time, expected) => {
    expect(mealStatusAt(time)).toEqual(expected);
  });
});

describe('format', () => {
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');

  it('writes times in each language, without line breaks inside', () => {
    expect(plain(formatTimeOfDay('15:00', 'en'))).toBe('3:00 PM');
    expect(plain(formatTimeOfDay('07:00', 'es'))).toBe('7:00 a. m.');
    expect(formatTimeOfDay('15:00', 'es')).not.toMatch(/ /);
  });

  it('puts the Spanish article before a time in a sentence', () => {
    expect(plain(timeInSentence('15:00', 'es'))).toBe('las 3:00 p. m.');
    expect(plain(timeInSentence('13:00', 'es'))).toBe('la 1:00 p. m.');
    expect(plain(timeInSentence('15:00', 'en'))).toBe('3:00 PM');
  });

  it('shows whole dollars without cents', () => {
    expect(formatPrice('65.00', 'USD', 'en')).toBe('$65');
    expect(formatPrice('65.50', 'USD', 'en')).toBe('$65.50');
  });

  it('shows amounts to pay with exact cents', () => {
    expect(formatMoney('30', 'USD', 'en')).toBe('$30.00');
    expect(formatMoney('12.5', 'USD', 'en')).toBe('$12.50');
  });

  it('reuses one formatter per locale and options, and keeps different options apart', () => {
    expect(dateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' })).toBe(
      dateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }),
    );
    expect(formatCalendarDate('2026-11-24', 'en', { weekday: 'long' })).toBe('Tuesday');
    expect(formatCalendarDate('2026-11-24', 'en', { month: 'short', day: 'numeric' })).toBe('Nov 24');
    expect(formatCalendarDate('2026-11-24', 'es', { weekday: 'long' })).toBe('martes');
  });

  it('capitalizes the first letter only', () => {
    expect(upperFirst('sábado, 21 de noviembre', 'es')).toBe('Sábado, 21 de noviembre');
  });
});

describe('durationText', () => {
  it.each([
    ['2 hours', '2 horas'],
    ['1 hour', '1 hora'],
    ['1.5 hrs', '1.5 horas'],
    ['90 min', '90 min'],
    ['45 minutes', '45 min'],
    ['1 h 30 min', '1 hora 30 min'],
    ['1h30m', '1 hora 30 min'],
  ])('reads %s as %s in Spanish', (text, spanish) => {
    expect(durationText(text, 'es')).toBe(spanish);
  });

  it("keeps the staff's words in English, and any text it cannot read", () => {
    expect(durationText('2 hours', 'en')).toBe('2 hours');
    expect(durationText('All afternoon', 'es')).toBe('All afternoon');
    expect(durationText('2 horas', 'es')).toBe('2 horas');
    expect(durationText('', 'es')).toBe('');
  });
});
