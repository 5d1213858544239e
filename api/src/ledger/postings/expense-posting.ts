/**
 * An expense recorded: its account (the category's, or the one chosen) net of the IVA it
 * included, the IVA as a credit against the IVA payable, and the money from the drawer (cash,
 * by currency) or the bank (card, transfer, cheque).
 */
import { subtractMoney, type PostingRuleKey } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import type { Expense } from '../../finance/expense.entity.js';
import type { JournalEntry } from '../../finance/journal-entry.entity.js';
import { postEntry, type NotPosted } from '../ledger-writer.js';

/** `kind` is 'recorded' for the expense as entered, 'revised-n' after the grid changed it. */
export async function postExpense(
  manager: EntityManager,
  expense: Expense,
  kind = 'recorded',
): Promise<JournalEntry | NotPosted | null> {
  const paidFrom: PostingRuleKey =
    expense.paymentMethod === 'cash' ? (expense.currency === 'USD' ? 'cash.USD' : 'cash.Q') : 'bank';
  const tax = expense.taxAmount;
  return postEntry(manager, {
    sourceType: 'expense',
    sourceId: expense.id,
    kind,
    date: expense.expenseDate,
    description: `Expense: ${expense.vendorName} — ${expense.description}`,
    referenceNumber: expense.referenceNumber,
    origin: 'automatic',
    lines: [
      {
        account: { id: expense.accountId },
        side: 'debit',
        amount: subtractMoney(expense.amount, tax),
        currency: expense.currency,
      },
      { account: 'taxes.credit', side: 'debit', amount: tax, currency: expense.currency },
      { account: paidFrom, side: 'credit', amount: expense.amount, currency: expense.currency },
    ],
  });
}
