import { describe, expect, it } from 'vitest';
import { convertMilli, fromMilli, toMilli } from './recipe-units.js';

describe('recipe units', () => {
  it.each([
    { quantity: '0.020', milli: 20 },
    { quantity: 1.5, milli: 1500 },
    { quantity: '-0.200', milli: -200 },
  ])('$quantity is $milli thousandths', ({ quantity, milli }) => {
    expect(toMilli(quantity)).toBe(milli);
  });

  it('writes thousandths back as a 3-decimal quantity', () => {
    expect(fromMilli(20)).toBe('0.020');
    expect(fromMilli(-1500)).toBe('-1.500');
    expect(fromMilli(0.1 * 3 * 1000)).toBe('0.300');
  });

  it.each([
    { milli: 18_000, from: 'grams', to: 'kg', expected: 18 },
    { milli: 250, from: 'kg', to: 'grams', expected: 250_000 },
    { milli: 1000, from: 'lbs', to: 'kg', expected: 454 },
    { milli: 2000, from: 'ounces', to: 'grams', expected: 56_699 },
    { milli: 200, from: 'liters', to: 'liters', expected: 200 },
    { milli: 200, from: 'liters', to: 'kg', expected: 200 },
    { milli: 3000, from: 'pieces', to: 'grams', expected: 3000 },
  ] as const)('$milli thousandths of $from are $expected of $to', ({ milli, from, to, expected }) => {
    expect(convertMilli(milli, from, to)).toBe(expected);
  });
});
