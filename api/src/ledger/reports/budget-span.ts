import type { CalendarDate } from '@lakeside/contracts';
import { lastDayOf } from '../ledger-periods.js';

/** The days a budget covers: its month, or its whole year when budgetMonth is null. */
export function budgetSpan(budget: { budgetYear: number; budgetMonth: number | null }): {
  from: CalendarDate;
  to: CalendarDate;
} {
  if (budget.budgetMonth === null) return { from: `${budget.budgetYear}-01-01`, to: `${budget.budgetYear}-12-31` };
  const month = `${budget.budgetYear}-${String(budget.budgetMonth).padStart(2, '0')}`;
  return { from: `${month}-01`, to: lastDayOf(month) };
}
