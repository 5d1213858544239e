/**
 * Exact money arithmetic. Amounts travel as 2-decimal strings ("12.50"), as DECIMAL(10,2)
 * columns return them, and are added and multiplied as integer cents, so 0.10 + 0.20 is
 * '0.30' and never 0.30000000000000004. Every function throws a RangeError on an amount
 * with more than 2 decimals instead of rounding it silently.
 */

/** A money amount as a 2-decimal string, e.g. "65.00". */
export type MoneyString = string;
/** What the helpers accept: a decimal string or a number with at most 2 decimals. */
export type MoneyValue = string | number;

/**
 * A non-negative amount that fits DECIMAL(10,2): up to 8 integer digits and up to
 * 2 decimals, no sign, no thousands separators.
 */
export const MONEY_PATTERN = /^\d{1,8}(?:\.\d{1,2})?$/;

/** Largest amount a DECIMAL(10,2) column holds. */
export const MAX_MONEY = '99999999.99';

const SIGNED_DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Parses a decimal into an integer count of 10^-scale units; null if it has more decimals. */
function toUnits(value: MoneyValue, scale: number): bigint | null {
  const text = typeof value === 'number' ? numberToText(value) : value.trim();
  const match = SIGNED_DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > scale) return null;
  const units = BigInt(whole + fraction.padEnd(scale, '0'));
  return sign ? -units : units;
}

function numberToText(value: number): string {
  if (!Number.isFinite(value)) return 'NaN';
  if (value === 0) return '0';
  // String() switches to exponent notation below 1e-6; toFixed keeps the digits, so a tiny
  // non-zero amount shows its excess decimals and is refused like any other.
  return Math.abs(value) < 1e-6 ? value.toFixed(20) : String(value);
}

function cents(value: MoneyValue): bigint {
  const units = toUnits(value, 2);
  if (units === null) throw new RangeError(`Not a money amount with at most 2 decimals: ${String(value)}`);
  return units;
}

function centsToString(units: bigint): MoneyString {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Divides, rounding half away from zero (the way receipts round). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const absRemainder = remainder < 0n ? -remainder : remainder;
  if (absRemainder * 2n < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

/** True when the value is a non-negative amount that fits DECIMAL(10,2). */
export function isMoney(value: unknown): value is MoneyValue {
  if (typeof value === 'number') return Number.isFinite(value) && MONEY_PATTERN.test(numberToText(value));
  return typeof value === 'string' && MONEY_PATTERN.test(value);
}

/** '12.50' → 1250. Accepts a sign; throws on more than 2 decimals. */
export function toCents(value: MoneyValue): number {
  const units = cents(value);
  if (units > BigInt(Number.MAX_SAFE_INTEGER) || units < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`Money amount too large: ${String(value)}`);
  }
  return Number(units);
}

/** 1250 → '12.50'. Throws on a fractional cent count. */
export function fromCents(centCount: number): MoneyString {
  if (!Number.isSafeInteger(centCount)) throw new RangeError(`Not a whole number of cents: ${centCount}`);
  return centsToString(BigInt(centCount));
}

/** '12.5' or 12.5 → '12.50': the form the API stores and returns. */
export function normalizeMoney(value: MoneyValue): MoneyString {
  return centsToString(cents(value));
}

/** Exact sum: addMoney('0.10', '0.20') → '0.30'. */
export function addMoney(...values: readonly MoneyValue[]): MoneyString {
  return centsToString(values.reduce<bigint>((total, value) => total + cents(value), 0n));
}

/** Exact sum of a list, e.g. order lines. An empty list sums to '0.00'. */
export function sumMoney(values: readonly MoneyValue[]): MoneyString {
  return addMoney(...values);
}

/** a − b, exactly; may be negative (budget variance, refunds). */
export function subtractMoney(a: MoneyValue, b: MoneyValue): MoneyString {
  return centsToString(cents(a) - cents(b));
}

/**
 * price × quantity. Whole quantities (nights, tickets, dishes) are exact; a quantity with
 * up to 3 decimals (stock in kg, DECIMAL(10,3)) is rounded half away from zero to the cent.
 */
export function multiplyMoney(price: MoneyValue, quantity: number | string): MoneyString {
  const milli = toUnits(quantity, 3);
  if (milli === null) throw new RangeError(`Not a quantity with at most 3 decimals: ${String(quantity)}`);
  return centsToString(divideRounded(cents(price) * milli, 1000n));
}

/**
 * percent % of an amount, rounded half away from zero to the cent: the 15% breakfast
 * offer, tax or service charge. The percentage may have up to 2 decimals.
 */
export function percentOfMoney(amount: MoneyValue, percent: number | string): MoneyString {
  const hundredths = toUnits(percent, 2);
  if (hundredths === null) throw new RangeError(`Not a percentage with at most 2 decimals: ${String(percent)}`);
  return centsToString(divideRounded(cents(amount) * hundredths, 10_000n));
}

/** -1, 0 or 1; '65' and '65.00' compare equal. */
export function compareMoney(a: MoneyValue, b: MoneyValue): -1 | 0 | 1 {
  const difference = cents(a) - cents(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** True when two amounts are the same number of cents (e.g. a client total against the server price). */
export function moneyEquals(a: MoneyValue, b: MoneyValue): boolean {
  return compareMoney(a, b) === 0;
}

/**
 * A non-negative stock quantity that fits DECIMAL(10,3): up to 7 integer digits and up
 * to 3 decimals (grams of a kilo, millilitres of a litre).
 */
export const QUANTITY_PATTERN = /^\d{1,7}(?:\.\d{1,3})?$/;

/** True when the value is a non-negative quantity that fits DECIMAL(10,3). */
export function isQuantity(value: unknown): value is number | string {
  if (typeof value === 'number') return Number.isFinite(value) && QUANTITY_PATTERN.test(numberToText(value));
  return typeof value === 'string' && QUANTITY_PATTERN.test(value);
}

/** 2.5 or '2.5' → '2.500': the form DECIMAL(10,3) columns return. */
export function normalizeQuantity(value: number | string): string {
  const milli = toUnits(value, 3);
  if (milli === null) throw new RangeError(`Not a quantity with at most 3 decimals: ${String(value)}`);
  const negative = milli < 0n;
  const digits = (negative ? -milli : milli).toString().padStart(4, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -3)}.${digits.slice(-3)}`;
}
