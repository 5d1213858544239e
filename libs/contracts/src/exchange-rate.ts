/**
 * The day's US dollar rate (quetzales per dollar, "7.7500"), set by a manager in the console
 * and stored with every dollar payment that used it. Arithmetic is exact: a rate is a whole
 * number of ten-thousandths, money a whole number of cents.
 */
import { fromCents, toCents, type MoneyString, type MoneyValue } from './money.js';

/** A rate as staff type it: up to 2 integer digits and 4 decimals ("7.75", "7.7342"). */
export const EXCHANGE_RATE_PATTERN = /^\d{1,2}(?:\.\d{1,4})?$/;

/** A quetzal has traded between 6 and 9 per dollar for decades: outside 1–50 is a typing error. */
export const EXCHANGE_RATE_RANGE = { min: '1', max: '50' } as const;

const RATE_SCALE = 10_000n;

/** '7.75' → 77500n (ten-thousandths). Throws on anything but a rate written as EXCHANGE_RATE_PATTERN says. */
function rateUnits(rate: string): bigint {
  if (!EXCHANGE_RATE_PATTERN.test(rate)) throw new RangeError(`Not an exchange rate: ${rate}`);
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(4, '0'));
}

/** True for a rate staff may set: the pattern, within EXCHANGE_RATE_RANGE. */
export function isExchangeRate(value: unknown): value is string {
  if (typeof value !== 'string' || !EXCHANGE_RATE_PATTERN.test(value)) return false;
  const units = rateUnits(value);
  return units >= rateUnits(EXCHANGE_RATE_RANGE.min) && units <= rateUnits(EXCHANGE_RATE_RANGE.max);
}

/** '7.75' → '7.7500': the form the database stores and the API returns. */
export function normalizeExchangeRate(rate: string): string {
  const units = rateUnits(rate);
  return `${units / RATE_SCALE}.${String(units % RATE_SCALE).padStart(4, '0')}`;
}

/**
 * Quetzales → dollars at `rate`, rounded up to the cent: what a guest paying in dollars owes,
 * so the retreat never takes less than the quetzal price.
 */
export function quetzalesToDollars(quetzales: MoneyValue, rate: string): MoneyString {
  const units = rateUnits(rate);
  return fromCents(Number((BigInt(toCents(quetzales)) * RATE_SCALE + units - 1n) / units));
}

/**
 * Dollars → quetzales at `rate`, rounded down to the cent: what dollars handed over are worth
 * at the till, so change given in quetzales is never more than the dollars paid for.
 */
export function dollarsToQuetzales(dollars: MoneyValue, rate: string): MoneyString {
  return fromCents(Number((BigInt(toCents(dollars)) * rateUnits(rate)) / RATE_SCALE));
}
