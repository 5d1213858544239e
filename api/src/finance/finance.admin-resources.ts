import {
  ACCOUNT_TYPES,
  CURRENCIES,
  EXPENSE_CATEGORIES,
  JOURNAL_SOURCE_TYPES,
  PAYMENT_METHODS,
  PAYMENT_TERMS,
  RECURRING_FREQUENCIES,
  budgetSchema,
  expenseSchema,
  vendorSchema,
} from '@lakeside/contracts';
import type { AdminResourceDefinitions } from '../admin/admin-resource-definition.js';
import { Account } from './account.entity.js';
import { Budget } from './budget.entity.js';
import { Expense } from './expense.entity.js';
import { JournalEntryLine } from './journal-entry-line.entity.js';
import { JournalEntry } from './journal-entry.entity.js';
import { Vendor } from './vendor.entity.js';
import { refreshBudget } from '../ledger/budget-actuals.js';
import { reviseExpensePosting } from '../ledger/postings/expense-revisions.js';

export const FINANCE_ADMIN_RESOURCES = {
  accounts: { entity: Account, choices: { accountType: ACCOUNT_TYPES } },
  vendors: { entity: Vendor, schema: vendorSchema, choices: { paymentTerms: PAYMENT_TERMS } },
  expenses: {
    entity: Expense,
    schema: expenseSchema,
    references: { createdBy: 'staff-accounts' },
    choices: {
      category: EXPENSE_CATEGORIES,
      currency: CURRENCIES,
      paymentMethod: PAYMENT_METHODS,
      recurringFrequency: RECURRING_FREQUENCIES,
    },
    // The ledger follows the grid: a new expense is posted, a changed or deleted one reversed (and reposted).
    afterWrite: (manager, change) => reviseExpensePosting(manager, change),
  },
  'journal-entries': {
    entity: JournalEntry,
    choices: { sourceType: JOURNAL_SOURCE_TYPES },
    references: { createdBy: 'staff-accounts' },
  },
  'journal-entry-lines': { entity: JournalEntryLine },
  // Actual and variance are the ledger's (ledger/budget-actuals.ts), never typed; spending over
  // budget makes the variance negative.
  budgets: {
    entity: Budget,
    schema: budgetSchema,
    signed: ['variance'],
    serverOwned: ['actualAmount', 'variance'],
    afterWrite: async (manager, change) => {
      const id = (change.after ?? change.before)?.id as number | undefined;
      if (change.after && id) await refreshBudget(manager, id);
    },
  },
} satisfies AdminResourceDefinitions;
