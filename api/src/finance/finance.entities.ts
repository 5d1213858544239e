import { Account } from './account.entity.js';
import { Budget } from './budget.entity.js';
import { Expense } from './expense.entity.js';
import { Invoice } from './invoice.entity.js';
import { InvoiceLineItem } from './invoice-line-item.entity.js';
import { JournalEntry } from './journal-entry.entity.js';
import { JournalEntryLine } from './journal-entry-line.entity.js';
import { Vendor } from './vendor.entity.js';

/** Bookkeeping: chart of accounts, vendors, invoices, journal, budgets, expenses. */
export const FINANCE_ENTITIES = [
  Account,
  Vendor,
  Invoice,
  InvoiceLineItem,
  JournalEntry,
  JournalEntryLine,
  Budget,
  Expense,
];
