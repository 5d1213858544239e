/**
 * Amounts gathered per day, stream and paid/unpaid in the currency they were sold in, then
 * valued in quetzales a day at a time at that day's rate: exact cents, never float sums.
 */
import {
  fromCents,
  ledgerQuetzales,
  toCents,
  type CalendarDate,
  type MoneyString,
  type RevenueStream,
} from '@lakeside/contracts';
import type { DayRates } from './day-rates.js';

export type PaidPart = 'paid' | 'unpaid';
export type Figure = RevenueStream | 'expenses' | 'roomsSold';

/** Cents in quetzales and in dollars of one cell. */
interface Cell {
  q: number;
  usd: number;
}

export class DayAmounts {
  private readonly cells = new Map<string, Cell>();

  add(day: CalendarDate, figure: Figure, part: PaidPart, currency: string, cents: number): void {
    if (!cents) return;
    const key = `${day}|${figure}|${part}`;
    const cell = this.cells.get(key) ?? { q: 0, usd: 0 };
    if (currency === 'USD') cell.usd += cents;
    else cell.q += cents;
    this.cells.set(key, cell);
  }

  /** A cell in quetzales; its dollars at the day's rate, or counted in `withoutRate` when none was ever set. */
  quetzales(
    day: CalendarDate,
    figure: Figure,
    part: PaidPart,
    rates: DayRates,
    withoutRate: { cents: number },
  ): number {
    const cell = this.cells.get(`${day}|${figure}|${part}`);
    if (!cell) return 0;
    if (!cell.usd) return cell.q;
    const rate = rates.on(day);
    if (!rate) {
      withoutRate.cents += cell.usd;
      return cell.q;
    }
    // Valued as the ledger values a dollar line: half away from zero to the centavo.
    return cell.q + toCents(ledgerQuetzales(fromCents(cell.usd), 'USD', rate.usdToGtq));
  }
}

/** Cents as the reply's money. */
export const money = (cents: number): MoneyString => fromCents(cents);
