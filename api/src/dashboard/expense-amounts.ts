/** Expenses on the day they were incurred, in the currency they were paid in. */
import { normalizeMoney, toCents, type DayRange } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { Expense } from '../finance/expense.entity.js';
import type { DayAmounts } from './day-amounts.js';

export async function addExpenses(manager: EntityManager, range: DayRange, amounts: DayAmounts): Promise<void> {
  const rows = await manager
    .getRepository(Expense)
    .createQueryBuilder('e')
    .select('e.expenseDate', 'day')
    .addSelect('e.currency', 'currency')
    .addSelect('SUM(e.amount)', 'total')
    .where('e.expenseDate >= :from AND e.expenseDate <= :to', range)
    .groupBy('e.expenseDate')
    .addGroupBy('e.currency')
    .getRawMany<{ day: string; currency: string; total: number | string }>();
  for (const row of rows) {
    // SQLite sums DECIMAL as floats: round back to the cent.
    const cents = typeof row.total === 'number' ? Math.round(row.total * 100) : toCents(normalizeMoney(row.total));
    amounts.add(String(row.day).slice(0, 10), 'expenses', 'paid', row.currency, cents);
  }
}
