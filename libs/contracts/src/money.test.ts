import { describe, expect, test } from 'vitest';
import {
  addMoney,
  compareMoney,
  fromCents,
  isMoney,
  isQuantity,
  moneyEquals,
  multiplyMoney,
  normalizeMoney,
  normalizeQuantity,
  percentOfMoney,
  subtractMoney,
  sumMoney,
  toCents,
} from './money.js';

describe('toCents / fromCents', () => {
  test.each([
    { input: '12.50', cents: 1250 },
    { input: '12.5', cents: 1250 },
    { input: '12', cents: 1200 },
    { input: '0.01', cents: 1 },
    { input: '0', cents: 0 },
    { input: ' 7.05 ', cents: 705 },
    { input: '-3.20', cents: -320 },
    { input: 12.5, cents: 1250 },
    { input: 0.1, cents: 10 },
    { input: '99999999.99', cents: 9_999_999_999 },
  ])('toCents($input) = $cents', ({ input, cents }) => {
    expect(toCents(input)).toBe(cents);
  });

  test.each([
    { name: 'three decimals', input: '12.345' },
    { name: 'a float sum', input: 0.1 + 0.2 },
    { name: 'text', input: 'abc' },
    { name: 'empty', input: '' },
    { name: 'thousands separator', input: '1,000.00' },
    { name: 'NaN', input: Number.NaN },
    { name: 'Infinity', input: Number.POSITIVE_INFINITY },
    { name: 'a lone dot', input: '12.' },
  ])('toCents rejects $name', ({ input }) => {
    expect(() => toCents(input)).toThrow(RangeError);
  });

  test.each([
    { cents: 1250, text: '12.50' },
    { cents: 5, text: '0.05' },
    { cents: 0, text: '0.00' },
    { cents: -150, text: '-1.50' },
    { cents: 100_000, text: '1000.00' },
  ])('fromCents($cents) = $text', ({ cents, text }) => {
    expect(fromCents(cents)).toBe(text);
  });

  test('fromCents rejects fractional cents', () => {
    expect(() => fromCents(12.5)).toThrow(RangeError);
  });
});

describe('arithmetic', () => {
  test.each([
    { name: '0.10 + 0.20 is exactly 0.30', values: ['0.10', '0.20'], sum: '0.30' },
    { name: 'numbers and strings mix', values: [0.1, '0.2', 1], sum: '1.30' },
    { name: 'many small amounts', values: Array<string>(10).fill('0.10'), sum: '1.00' },
    { name: 'no amounts', values: [], sum: '0.00' },
  ])('addMoney: $name', ({ values, sum }) => {
    expect(addMoney(...values)).toBe(sum);
    expect(sumMoney(values)).toBe(sum);
  });

  test.each([
    { name: 'nights × rate', price: '65', quantity: 3, product: '195.00' },
    { name: 'tickets × price', price: '12.50', quantity: 4, product: '50.00' },
    { name: 'zero quantity', price: '45.00', quantity: 0, product: '0.00' },
    { name: 'float-prone product', price: '0.10', quantity: 3, product: '0.30' },
    { name: 'kilos with 3 decimals, rounded half up', price: '10.00', quantity: '0.125', product: '1.25' },
    { name: 'rounding half away from zero', price: '0.05', quantity: '0.5', product: '0.03' },
    { name: 'rounding down', price: '0.03', quantity: '0.1', product: '0.00' },
  ])('multiplyMoney: $name', ({ price, quantity, product }) => {
    expect(multiplyMoney(price, quantity)).toBe(product);
  });

  test('multiplyMoney rejects a quantity with more than 3 decimals', () => {
    expect(() => multiplyMoney('1.00', '0.0001')).toThrow(RangeError);
  });

  test('multiplyMoney rejects a price with more than 2 decimals', () => {
    expect(() => multiplyMoney('1.005', 2)).toThrow(RangeError);
  });

  test.each([
    { amount: '45.00', percent: 15, result: '6.75' },
    { amount: '10.01', percent: 15, result: '1.50' },
    { amount: '10.03', percent: 15, result: '1.50' },
    { amount: '10.04', percent: 15, result: '1.51' },
    { amount: '100.00', percent: '12.5', result: '12.50' },
  ])('percentOfMoney($amount, $percent) = $result', ({ amount, percent, result }) => {
    expect(percentOfMoney(amount, percent)).toBe(result);
  });

  test('subtractMoney may go negative', () => {
    expect(subtractMoney('10.00', '12.35')).toBe('-2.35');
  });

  test('compare and equality ignore formatting', () => {
    expect(moneyEquals('65', '65.00')).toBe(true);
    expect(moneyEquals(65, '65.00')).toBe(true);
    expect(moneyEquals('65.01', '65.00')).toBe(false);
    expect(compareMoney('1.99', '2')).toBe(-1);
    expect(compareMoney('2', '1.99')).toBe(1);
  });

  test('normalizeMoney writes 2 decimals', () => {
    expect(normalizeMoney('12.5')).toBe('12.50');
    expect(normalizeMoney(7)).toBe('7.00');
  });
});

describe('isMoney / quantities', () => {
  test.each([
    { value: '0', ok: true },
    { value: '12.50', ok: true },
    { value: 12.5, ok: true },
    { value: '99999999.99', ok: true },
    { value: '100000000', ok: false },
    { value: '-1', ok: false },
    { value: '1.234', ok: false },
    { value: 0.1 + 0.2, ok: false },
    { value: null, ok: false },
  ])('isMoney($value) is $ok', ({ value, ok }) => {
    expect(isMoney(value)).toBe(ok);
  });

  test.each([
    { value: '2.5', ok: true, normal: '2.500' },
    { value: 0.125, ok: true, normal: '0.125' },
    { value: '9999999.999', ok: true, normal: '9999999.999' },
  ])('quantity $value', ({ value, ok, normal }) => {
    expect(isQuantity(value)).toBe(ok);
    expect(normalizeQuantity(value)).toBe(normal);
  });

  test.each([{ value: '1.2345' }, { value: '-1' }, { value: '10000000' }])(
    'quantity $value is refused',
    ({ value }) => {
      expect(isQuantity(value)).toBe(false);
    },
  );
});
