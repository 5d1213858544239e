/**
 * Budgets' actuals are derived from the ledger, never typed: every entry the writer posts adds
 * its lines' movement (on each account's natural side) to the budgets of that account, month and
 * year, in the entry's transaction — one conditional UPDATE per account, so concurrent postings
 * queue on the budget row rather than race. A budget written in the grid gets its actual summed
 * from the ledger there and then (refreshBudget).
 */
import { fromCents, toCents, type CalendarDate } from '@lakeside/contracts';
import { In, type EntityManager } from 'typeorm';
import { Account } from '../finance/account.entity.js';
import { Budget } from '../finance/budget.entity.js';
import { accountTotals, DEBIT_NORMAL, naturalCents } from './reports/account-totals.js';
import { budgetSpan } from './reports/budget-span.js';

export async function addToBudgets(
  manager: EntityManager,
  date: CalendarDate,
  lines: readonly { accountId: number; debitAmount: string; creditAmount: string }[],
): Promise<void> {
  const accountIds = [...new Set(lines.map((line) => line.accountId))];
  const accounts = await manager.find(Account, { where: { id: In(accountIds) } });
  const [year = 0, month = 0] = date.split('-').map(Number);
  for (const account of accounts) {
    const cents = lines
      .filter((line) => line.accountId === account.id)
      .reduce((sum, line) => sum + toCents(line.debitAmount) - toCents(line.creditAmount), 0);
    const natural = DEBIT_NORMAL.has(account.accountType) ? cents : -cents;
    if (natural === 0) continue;
    const delta = fromCents(natural);
    // variance first: MySQL reads columns assigned earlier in the SET as already updated, SQLite never does.
    await manager
      .createQueryBuilder()
      .update(Budget)
      .set({
        variance: () => `ROUND(variance - ${delta}, 2)`,
        actualAmount: () => `ROUND(actualAmount + ${delta}, 2)`,
      })
      .where('accountId = :accountId AND budgetYear = :year AND (budgetMonth = :month OR budgetMonth IS NULL)', {
        accountId: account.id,
        year,
        month,
      })
      .execute();
  }
}

/** Sets a budget's actual and variance from the ledger (after the grid wrote it). */
export async function refreshBudget(manager: EntityManager, id: number): Promise<void> {
  const budget = await manager.findOneBy(Budget, { id });
  if (!budget) return;
  const [total] = await accountTotals(manager, { ...budgetSpan(budget), accountId: budget.accountId });
  const actual = total ? naturalCents(total) : 0;
  await manager.update(
    Budget,
    { id },
    { actualAmount: fromCents(actual), variance: fromCents(toCents(budget.budgetedAmount) - actual) },
  );
}
