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
export interface Cell {
  q: number;
  usd: number;
}

export class DayAmounts {
  /** Cells by day, then by `${figure}|${part}`. */
  private readonly days = new Map<CalendarDate, Map<string, Cell>>();

  add(day: CalendarDate, figure: Figure, part: PaidPart, currency: string, cents: number): void {
    if (!cents) return;
    this.addCell(day, figure, part, currency === 'USD' ? { q: 0, usd: cents } : { q: cents, usd: 0 });
  }

  /** Adds a cell as cellsOn gave it (a stored day). */
  addCell(day: CalendarDate, figure: Figure, part: PaidPart, { q, usd }: Cell): void {
    const cells = this.days.get(day) ?? new Map<string, Cell>();
    const key = `${figure}|${part}`;
    const cell = cells.get(key) ?? { q: 0, usd: 0 };
    cell.q += q;
    cell.usd += usd;
    cells.set(key, cell);
    this.days.set(day, cells);
  }

  /** A day's cells, each in quetzales and in dollars. */
  cellsOn(day: CalendarDate): { figure: Figure; part: PaidPart; cell: Cell }[] {
    return [...(this.days.get(day) ?? new Map<string, Cell>())].map(([key, cell]) => {
      const [figure, part] = key.split('|') as [Figure, PaidPart];
      return { figure, part, cell: { ...cell } };
    });
  }

  /** A cell in quetzales; its dollars at the day's rate, or counted in `withoutRate` when none was ever set. */
  quetzales(
    day: CalendarDate,
    figure: Figure,
    part: PaidPart,
    rates: DayRates,
    withoutRate: { cents: number },
  ): number {
    const cell = this.days.get(day)?.get(`${figure}|${part}`);
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
