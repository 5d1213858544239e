/** Reading stored days for the dashboard: only fresh ones, of the current version. */
import { addDays, type CalendarDate, type DayRange } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import type { RangeFigures } from '../range-figures.js';
import { DashboardDay } from './dashboard-day.entity.js';
import { addStoredDay, STORED_DAY_VERSION } from './stored-day-figures.js';

/** Adds the range's fresh stored days to `figures`; returns the days added (the rest are computed live). */
export async function addStoredDays(
  manager: EntityManager,
  range: DayRange,
  figures: RangeFigures,
  dishesOf: DayRange,
): Promise<Set<CalendarDate>> {
  const rows = await manager
    .getRepository(DashboardDay)
    .createQueryBuilder('d')
    .select(['d.day', 'd.figures'])
    .where('d.day >= :from AND d.day <= :to', range)
    .andWhere('d.stale = :stale AND d.version = :version', { stale: false, version: STORED_DAY_VERSION })
    .getMany();
  const days = new Set<CalendarDate>();
  for (const row of rows) {
    const day = String(row.day).slice(0, 10);
    addStoredDay(figures, day, row.figures, day >= dishesOf.from && day <= dishesOf.to);
    days.add(day);
  }
  return days;
}

/** Days in order as runs of consecutive days, each at most `longest` days long. */
export function runsOf(days: readonly CalendarDate[], longest = Number.POSITIVE_INFINITY): DayRange[] {
  const runs: DayRange[] = [];
  let length = 0;
  for (const day of days) {
    const last = runs.at(-1);
    if (last && addDays(last.to, 1) === day && length < longest) {
      last.to = day;
      length += 1;
    } else {
      runs.push({ from: day, to: day });
      length = 1;
    }
  }
  return runs;
}
