import { describe, expect, it } from 'vitest';
import { dollarsToQuetzales, isExchangeRate, normalizeExchangeRate, quetzalesToDollars } from './exchange-rate.js';
import { exchangeRateRequestSchema, tillCloseRequestSchema, tillOpenRequestSchema } from './schemas/till.js';
import { TILL_MESSAGES } from './till.js';

describe('quetzalesToDollars (rounded up: the retreat never takes less than the Q price)', () => {
  it.each([
    ['77.50', '7.75', '10.00'],
    ['45.00', '7.75', '5.81'],
    ['95.00', '7.75', '12.26'],
    ['95.00', '7.7342', '12.29'],
    ['0.01', '7.75', '0.01'],
    ['0.00', '7.75', '0.00'],
  ])('Q%s at %s is $%s', (quetzales, rate, dollars) => {
    expect(quetzalesToDollars(quetzales, rate)).toBe(dollars);
  });
});

describe('dollarsToQuetzales (rounded down: change never exceeds what the dollars are worth)', () => {
  it.each([
    ['20.00', '7.75', '155.00'],
    ['12.26', '7.75', '95.01'],
    ['1.00', '7.7342', '7.73'],
    ['0.00', '7.75', '0.00'],
  ])('$%s at %s is Q%s', (dollars, rate, quetzales) => {
    expect(dollarsToQuetzales(dollars, rate)).toBe(quetzales);
  });

  it('gives back at least the quetzal price for the dollars due', () => {
    for (const cents of [1, 99, 4500, 9500, 12_345, 99_999]) {
      const quetzales = (cents / 100).toFixed(2);
      for (const rate of ['7.75', '7.7342', '1', '49.9999']) {
        const back = dollarsToQuetzales(quetzalesToDollars(quetzales, rate), rate);
        expect(Number(back) >= Number(quetzales)).toBe(true);
      }
    }
  });
});

describe('rates', () => {
  it.each([
    ['7.75', true],
    ['7.7342', true],
    ['1', true],
    ['50', true],
    ['50.0001', false],
    ['0.99', false],
    ['7.75001', false],
    ['-7.75', false],
    ['', false],
    ['7,75', false],
  ])('%s is a rate staff may set: %s', (value, ok) => {
    expect(isExchangeRate(value)).toBe(ok);
  });

  it('normalizes to four decimals', () => {
    expect(normalizeExchangeRate('7.75')).toBe('7.7500');
    expect(normalizeExchangeRate('8')).toBe('8.0000');
  });
});

describe('the till forms', () => {
  it('reads the rate as text or number', () => {
    expect(exchangeRateRequestSchema.parse({ usdToGtq: 7.7 })).toEqual({
      usdToGtq: '7.7000',
      effectiveDate: null,
      note: null,
    });
    const refused = exchangeRateRequestSchema.safeParse({ usdToGtq: '775' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([TILL_MESSAGES.invalidExchangeRate]);
    expect(exchangeRateRequestSchema.safeParse({}).success).toBe(false);
  });

  it('needs both floats and both counts', () => {
    expect(tillOpenRequestSchema.parse({ floatGtq: '500', floatUsd: 0 })).toEqual({
      floatGtq: '500.00',
      floatUsd: '0.00',
      note: null,
    });
    const missing = tillOpenRequestSchema.safeParse({ floatGtq: '500' });
    expect(missing.error?.issues).toMatchObject([{ path: ['floatUsd'], message: TILL_MESSAGES.floatRequired }]);
    const counted = tillCloseRequestSchema.safeParse({ countedGtq: '-1', countedUsd: '0' });
    expect(counted.error?.issues).toMatchObject([{ path: ['countedGtq'] }]);
  });
});
