/**
 * The ledger's replies: the reports (trial balance, income statement, balance sheet, budgets
 * against actuals) in the currency asked for, an account's lines for the drill-down, a journal
 * entry with its lines and source, and the closed months. Every figure is derived from the
 * journal; amounts in dollars are the quetzal figures at the stated rate.
 */
import { z } from 'zod';
import { ACCOUNT_TYPES, JOURNAL_SOURCE_TYPES } from '../enums/finance.js';
import { CURRENCIES } from '../enums/payments.js';
import { calendarDateReply, instantReply, moneyReply } from './reply.js';

/** Which currency the figures are in, and the quetzales per dollar that converted them (null in quetzales). */
const reportCurrency = { currency: z.enum(CURRENCIES), rate: z.string().nullable() };
const period = { from: calendarDateReply, to: calendarDateReply };

const accountFields = {
  accountId: z.number().int(),
  accountCode: z.string(),
  accountName: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
};

/** One account's debits, credits and balance (debits − credits) over the period. */
export const trialBalanceRowReply = z.object({
  ...accountFields,
  debit: moneyReply,
  credit: moneyReply,
  balance: moneyReply,
});

export const trialBalanceReply = z.object({
  ...period,
  ...reportCurrency,
  rows: z.array(trialBalanceRowReply),
  totals: z.object({ debit: moneyReply, credit: moneyReply, balance: moneyReply }),
});
export type TrialBalanceReply = z.infer<typeof trialBalanceReply>;

/** An account's amount on a statement, on its natural side (revenue a credit, an expense a debit). */
export const statementRowReply = z.object({ ...accountFields, amount: moneyReply });
export type StatementRowReply = z.infer<typeof statementRowReply>;

export const incomeStatementReply = z.object({
  ...period,
  ...reportCurrency,
  revenue: z.array(statementRowReply),
  expenses: z.array(statementRowReply),
  totalRevenue: moneyReply,
  totalExpenses: moneyReply,
  /** totalRevenue − totalExpenses. */
  netIncome: moneyReply,
});
export type IncomeStatementReply = z.infer<typeof incomeStatementReply>;

export const balanceSheetReply = z.object({
  asOf: calendarDateReply,
  ...reportCurrency,
  assets: z.array(statementRowReply),
  liabilities: z.array(statementRowReply),
  equity: z.array(statementRowReply),
  /** Revenue less expenses of every entry up to asOf, not yet closed to retained earnings. */
  earnings: moneyReply,
  totalAssets: moneyReply,
  /** Liabilities + equity + earnings: equals totalAssets when the ledger balances. */
  totalLiabilitiesAndEquity: moneyReply,
});
export type BalanceSheetReply = z.infer<typeof balanceSheetReply>;

export const budgetActualRowReply = z.object({
  budgetId: z.number().int(),
  budgetName: z.string(),
  ...accountFields,
  budgetYear: z.number().int(),
  budgetMonth: z.number().int().nullable(),
  budgeted: moneyReply,
  /** From the ledger: the account's movement in the budget's month (or year), on its natural side. */
  actual: moneyReply,
  /** budgeted − actual: positive is under budget. */
  variance: moneyReply,
});

export const budgetsReportReply = z.object({
  year: z.number().int(),
  month: z.number().int().nullable(),
  ...reportCurrency,
  rows: z.array(budgetActualRowReply),
  totals: z.object({ budgeted: moneyReply, actual: moneyReply, variance: moneyReply }),
});
export type BudgetsReportReply = z.infer<typeof budgetsReportReply>;

/** Where an entry came from: the document the console links to. */
export const entrySourceReply = z.object({
  sourceType: z.enum(JOURNAL_SOURCE_TYPES).nullable(),
  sourceId: z.number().int().nullable(),
  kind: z.string().nullable(),
});

export const journalLineReply = z.object({
  id: z.number().int(),
  ...accountFields,
  debit: moneyReply,
  credit: moneyReply,
  currency: z.enum(CURRENCIES),
  currencyAmount: moneyReply,
  exchangeRate: z.string().nullable(),
  description: z.string().nullable(),
});

export const journalEntryReply = z.object({
  id: z.number().int(),
  entryDate: calendarDateReply,
  description: z.string(),
  referenceNumber: z.string().nullable(),
  ...entrySourceReply.shape,
  /** In quetzales. */
  totalAmount: moneyReply,
  isBalanced: z.boolean(),
  reversesEntryId: z.number().int().nullable(),
  /** The entry that reversed this one, if any. */
  reversedById: z.number().int().nullable(),
  createdAt: instantReply,
  lines: z.array(journalLineReply),
});
export type JournalEntryReply = z.infer<typeof journalEntryReply>;

/** One line of an account's ledger, with the balance after it (debits − credits, in quetzales). */
export const accountLedgerLineReply = z.object({
  entryId: z.number().int(),
  entryDate: calendarDateReply,
  description: z.string(),
  referenceNumber: z.string().nullable(),
  ...entrySourceReply.shape,
  debit: moneyReply,
  credit: moneyReply,
  balance: moneyReply,
});

export const accountLedgerReply = z.object({
  ...period,
  account: z.object(accountFields),
  opening: moneyReply,
  lines: z.array(accountLedgerLineReply),
  closing: moneyReply,
});
export type AccountLedgerReply = z.infer<typeof accountLedgerReply>;

export const ledgerPeriodReply = z.object({
  month: z.string(),
  closedAt: instantReply,
  closedByName: z.string(),
});
export const ledgerPeriodsReply = z.array(ledgerPeriodReply);
export type LedgerPeriodReply = z.infer<typeof ledgerPeriodReply>;

/** The accounts a manual entry may use (active ones), for the form's pickers. */
export const ledgerAccountsReply = z.array(z.object({ ...accountFields, isActive: z.boolean() }));
export type LedgerAccountsReply = z.infer<typeof ledgerAccountsReply>;
