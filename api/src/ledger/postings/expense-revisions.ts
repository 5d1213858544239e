/**
 * An expense changed or deleted in the console's grid after it was posted: the entry it posted is
 * reversed (never edited) and, when the expense still exists, posted again as it now stands —
 * in the grid write's transaction, so the books always say what the expenses say.
 */
import { retreatToday } from '../../common/time/retreat-clock.js';
import type { EntityManager } from 'typeorm';
import { Expense } from '../../finance/expense.entity.js';
import { JournalEntry } from '../../finance/journal-entry.entity.js';
import { postReversal } from '../reversal.js';
import { postExpense } from './expense-posting.js';

/** Columns whose change changes the entry. */
const POSTED_COLUMNS = ['amount', 'taxAmount', 'currency', 'accountId', 'paymentMethod', 'expenseDate'] as const;

export async function reviseExpensePosting(
  manager: EntityManager,
  change: { before?: Record<string, unknown>; after?: Record<string, unknown> },
  now = new Date(),
): Promise<void> {
  const id = Number((change.after ?? change.before)?.id);
  if (!change.before) {
    const created = await manager.findOneBy(Expense, { id });
    if (created) await postExpense(manager, created);
    return;
  }
  if (
    change.after &&
    POSTED_COLUMNS.every((column) => String(change.before?.[column]) === String(change.after?.[column]))
  )
    return;
  const entries = await manager.find(JournalEntry, {
    where: { sourceType: 'expense', sourceId: id },
    relations: { lines: true },
    order: { id: 'ASC' },
  });
  const live = entries.at(-1);
  if (live) {
    await postReversal(manager, live, {
      date: retreatToday(now),
      description: `Reversal of entry ${live.id}: the expense was ${change.after ? 'changed' : 'deleted'}`,
      origin: 'automatic',
    });
  }
  const expense = change.after ? await manager.findOneBy(Expense, { id }) : null;
  if (expense) await postExpense(manager, expense, `revised-${entries.length}`);
}
