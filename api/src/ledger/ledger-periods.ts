/**
 * Closed months. A posting reads its month's `ledger_periods` row with a locking read on
 * MariaDB: the read of a missing unique key locks its gap, so a close committing meanwhile waits
 * for the posting (or the posting for the close) — never an entry slipped into a month as it closes.
 */
import { addDays, type CalendarDate } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { latestRows } from '../shared-resources/lock-shared-resource.js';
import { LedgerPeriod } from './ledger-period.entity.js';

export const monthOf = (date: CalendarDate): string => date.slice(0, 7);

/** The first day of the month after `date`'s. */
export function firstOfNextMonth(date: CalendarDate): CalendarDate {
  const [year = 0, month = 0] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/** The last day of `month` ("yyyy-MM"). */
export function lastDayOf(month: string): CalendarDate {
  return addDays(firstOfNextMonth(`${month}-01`), -1);
}

export async function isClosed(manager: EntityManager, month: string): Promise<boolean> {
  const row = await manager.findOne(LedgerPeriod, { where: { month }, ...latestRows(manager) });
  return row !== null;
}

/** `date` when its month is open, else the first day of the next open month. */
export async function firstOpenDate(manager: EntityManager, date: CalendarDate): Promise<CalendarDate> {
  let day = date;
  while (await isClosed(manager, monthOf(day))) day = firstOfNextMonth(day);
  return day;
}
