import type { CalendarDate } from '@lakeside/contracts';
import { LessThanOrEqual, type EntityManager } from 'typeorm';
import { ExchangeRate } from '../exchange-rates/exchange-rate.entity.js';

/**
 * Quetzales per dollar that value a dollar line posted on `date`: the rate in force that day
 * (decision 0015), or, for a day before the first rate was set, that first rate. Null when no
 * rate was ever set: dollar postings then wait for the backfill (decision 0017).
 */
export async function ledgerRate(manager: EntityManager, date: CalendarDate): Promise<string | null> {
  const inForce = await manager.findOne(ExchangeRate, {
    where: { effectiveDate: LessThanOrEqual(date) },
    order: { effectiveDate: 'DESC', id: 'DESC' },
  });
  if (inForce) return inForce.usdToGtq;
  const first = await manager.findOne(ExchangeRate, { where: {}, order: { effectiveDate: 'ASC', id: 'ASC' } });
  return first?.usdToGtq ?? null;
}
