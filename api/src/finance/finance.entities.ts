import { Account } from './account.entity.js';
import { Budget } from './budget.entity.js';
import { Expense } from './expense.entity.js';
import { JournalEntry } from './journal-entry.entity.js';
import { JournalEntryLine } from './journal-entry-line.entity.js';
import { Vendor } from './vendor.entity.js';

/** Bookkeeping: chart of accounts, vendors, journal, budgets, expenses (invoices: invoices/). */
export const FINANCE_ENTITIES = [
  Account,
  Vendor,
  JournalEntry,
  JournalEntryLine,
  Budget,
  Expense,
];
