/**
 * Reports in quetzales or in dollars. The ledger is kept in quetzales; a report in dollars shows
 * each figure at one stated rate (the one asked for, or the rate in force on the period's last
 * day), and derives its totals from the converted figures so the page adds up as printed.
 */
import {
  fromCents,
  ledgerDollars,
  toCents,
  type CalendarDate,
  type Currency,
  type MoneyString,
} from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { LedgerError } from '../ledger-errors.js';
import { ledgerRate } from '../ledger-rates.js';

export interface ReportCurrency {
  currency: Currency;
  rate: string | null;
  /** Centavos of quetzales → centavos in the report's currency. */
  convert(cents: number): number;
}

export async function reportCurrency(
  manager: EntityManager,
  asked: { currency: Currency; rate?: string | undefined },
  day: CalendarDate,
): Promise<ReportCurrency> {
  if (asked.currency === 'Q') return { currency: 'Q', rate: null, convert: (cents) => cents };
  const rate = asked.rate ?? (await ledgerRate(manager, day));
  if (!rate) throw new LedgerError('ledger.noExchangeRate');
  const stated = Number(rate).toFixed(4);
  return {
    currency: 'USD',
    rate: stated,
    convert: (cents) => toCents(ledgerDollars(fromCents(cents), stated)),
  };
}

/** Sum of centavos as money. */
export const sumCents = (values: readonly number[]): MoneyString => fromCents(values.reduce((a, b) => a + b, 0));
