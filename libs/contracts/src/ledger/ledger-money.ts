/**
 * The ledger's arithmetic, exact and shared: a line in dollars is valued in quetzales at the
 * rate it names, rounded half away from zero to the centavo, and an entry balances when its
 * debits equal its credits in quetzales. The API's writer and the console's manual entry form
 * (which shows the totals before sending) compute with these same functions.
 */
import type { Currency } from '../enums/payments.js';
import { fromCents, toCents, type MoneyString } from '../money.js';

/** A rate "7.7500" as ten-thousandths. */
function rateUnits(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4));
}

/** `amount` in `currency` as quetzales at `rate` (1 for quetzales), half away from zero. */
export function ledgerQuetzales(amount: MoneyString, currency: Currency, rate: string | null): MoneyString {
  if (currency === 'Q') return fromCents(toCents(amount));
  if (!rate) throw new RangeError('A dollar amount needs its rate');
  const scaled = BigInt(toCents(amount)) * rateUnits(rate);
  const sign = scaled < 0n ? -1n : 1n;
  const magnitude = sign * scaled;
  return fromCents(Number(sign * ((magnitude + 5_000n) / 10_000n)));
}

/** Quetzales as dollars at `rate`, half away from zero: reports shown in USD. */
export function ledgerDollars(quetzales: MoneyString, rate: string): MoneyString {
  const units = rateUnits(rate);
  const scaled = BigInt(toCents(quetzales)) * 10_000n;
  const sign = scaled < 0n ? -1n : 1n;
  return fromCents(Number(sign * ((sign * scaled * 2n + units) / (units * 2n))));
}

export interface LedgerLineAmounts {
  debit: MoneyString;
  credit: MoneyString;
}

/** Debits minus credits of some lines, in cents: 0 when they balance. */
export function ledgerImbalanceCents(lines: readonly LedgerLineAmounts[]): number {
  return lines.reduce((sum, line) => sum + toCents(line.debit) - toCents(line.credit), 0);
}
