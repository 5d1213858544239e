/**
 * The dollar rate each day of the dashboard is valued at: the rate in force that day
 * (docs/decisions/0015-till-and-dollar-rate.md); a day before the first rate was set takes
 * that first rate, flagged as not in force, as the ledger values such days (ledger-rates.ts).
 */
import { addDays, type CalendarDate, type DashboardRateReply, type DayRange } from '@lakeside/contracts';
import { LessThanOrEqual, type EntityManager } from 'typeorm';
import { ExchangeRate } from '../exchange-rates/exchange-rate.entity.js';

export interface DayRate {
  usdToGtq: string;
  effectiveDate: CalendarDate;
  inForce: boolean;
}

export class DayRates {
  private constructor(
    private readonly byDay: ReadonlyMap<CalendarDate, DayRate>,
    readonly segments: DashboardRateReply[],
  ) {}

  /** The rates of every day of `range`: one read of the rates set up to its last day. */
  static async load(manager: EntityManager, range: DayRange): Promise<DayRates> {
    const rows = await manager.find(ExchangeRate, {
      where: { effectiveDate: LessThanOrEqual(range.to) },
      order: { effectiveDate: 'ASC', id: 'ASC' },
    });
    const first =
      rows[0] ?? (await manager.findOne(ExchangeRate, { where: {}, order: { effectiveDate: 'ASC', id: 'ASC' } }));
    const byDay = new Map<CalendarDate, DayRate>();
    let next = 0;
    let current: ExchangeRate | undefined;
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
      // The last row set for a day replaces the earlier ones (same order as ExchangeRatesService.inForce).
      while (next < rows.length && (rows[next]?.effectiveDate ?? '') <= day) current = rows[next++];
      const rate = current ?? first;
      if (rate)
        byDay.set(day, { usdToGtq: rate.usdToGtq, effectiveDate: rate.effectiveDate, inForce: Boolean(current) });
    }
    return new DayRates(byDay, segmentsOf(range, byDay));
  }

  /** Null when no rate was ever set. */
  on(day: CalendarDate): DayRate | null {
    return this.byDay.get(day) ?? null;
  }
}

/** Runs of days valued the same way, for the reply. */
function segmentsOf(range: DayRange, byDay: ReadonlyMap<CalendarDate, DayRate>): DashboardRateReply[] {
  const segments: DashboardRateReply[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const rate = byDay.get(day);
    const last = segments.at(-1);
    const same =
      last &&
      last.usdToGtq === (rate?.usdToGtq ?? null) &&
      last.effectiveDate === (rate?.effectiveDate ?? null) &&
      last.inForce === (rate?.inForce ?? false);
    if (same) last.to = day;
    else
      segments.push({
        from: day,
        to: day,
        usdToGtq: rate?.usdToGtq ?? null,
        effectiveDate: rate?.effectiveDate ?? null,
        inForce: rate?.inForce ?? false,
      });
  }
  return segments;
}
