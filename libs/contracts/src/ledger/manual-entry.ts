/**
 * The manual journal entry form (POST /api/ledger/entries): a bookkeeper's adjustment. Each
 * line names an account and a debit or a credit in its currency; the server values dollar
 * lines at the day's rate and refuses the entry unless debits equal credits in quetzales.
 */
import { z } from 'zod';
import { CURRENCIES } from '../enums/payments.js';
import { TEXT_LIMITS } from '../limits.js';
import { toCents } from '../money.js';
import { dateField, idField, optionalText, requiredText } from '../schemas/fields.js';
import { makeOptionalMoneyAmount } from '../schemas/money-fields.js';

export const LEDGER_MESSAGES = {
  dateRequired: 'Date is required',
  descriptionRequired: 'Description is required',
  accountRequired: 'Choose an account',
  oneSide: 'Enter a debit or a credit, not both',
  amountRequired: 'Enter a debit or a credit',
  twoLines: 'An entry needs at least two lines',
  unbalanced: 'Debits must equal credits',
  accountInactive: 'This account is inactive',
  reasonRequired: 'Say why the entry is reversed',
} as const;

/** Lines of one manual entry at most: an entry is an adjustment, not a ledger import. */
export const MAX_MANUAL_LINES = 50;

/** journal_entries.description and journal_entry_lines.description are varchar(255). */
export const LEDGER_TEXT_LIMIT = 255;

export const manualEntryLineSchema = z
  .object({
    accountId: idField(LEDGER_MESSAGES.accountRequired),
    debit: makeOptionalMoneyAmount(),
    credit: makeOptionalMoneyAmount(),
    currency: z.enum(CURRENCIES).default('Q'),
    description: optionalText(LEDGER_TEXT_LIMIT),
  })
  .superRefine((line, context) => {
    const debit = line.debit ? toCents(line.debit) : 0;
    const credit = line.credit ? toCents(line.credit) : 0;
    if (debit > 0 && credit > 0)
      context.addIssue({ code: 'custom', path: ['credit'], message: LEDGER_MESSAGES.oneSide });
    if (debit === 0 && credit === 0)
      context.addIssue({ code: 'custom', path: ['debit'], message: LEDGER_MESSAGES.amountRequired });
  });

export const manualEntrySchema = z.object({
  entryDate: dateField(LEDGER_MESSAGES.dateRequired),
  description: requiredText(LEDGER_TEXT_LIMIT, LEDGER_MESSAGES.descriptionRequired),
  referenceNumber: optionalText(TEXT_LIMITS.referenceNumber),
  lines: z
    .array(manualEntryLineSchema, { error: LEDGER_MESSAGES.twoLines })
    .min(2, { error: LEDGER_MESSAGES.twoLines })
    .max(MAX_MANUAL_LINES),
});
export type ManualEntryRequest = z.output<typeof manualEntrySchema>;
export type ManualEntryInput = z.input<typeof manualEntrySchema>;

/** POST /api/ledger/entries/:id/reverse: why the posted entry is undone. */
export const reverseEntrySchema = z.object({
  reason: requiredText(LEDGER_TEXT_LIMIT, LEDGER_MESSAGES.reasonRequired),
  /** The day the reversal is posted on; today at the retreat when left out. */
  entryDate: z.iso.date().nullish(),
});
export type ReverseEntryRequest = z.output<typeof reverseEntrySchema>;

/** POST /api/ledger/periods: the month "yyyy-MM" to close. */
export const closePeriodSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Month must be yyyy-MM' }),
});
export type ClosePeriodRequest = z.output<typeof closePeriodSchema>;

/** Who keeps the books: reads the reports, posts manual entries and reversals, closes months. */
export const LEDGER_ROLES = ['admin', 'manager'] as const;

const day = z.iso.date({ error: 'Dates must be yyyy-MM-dd' });

/** ?from=&to= of a report (retreat days); to defaults to today, from to the first of to's month. */
export const reportPeriodQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
  currency: z.enum(CURRENCIES).default('Q'),
  /** Quetzales per dollar for USD figures; the rate in force on the period's last day when left out. */
  rate: z
    .string()
    .regex(/^\d{1,2}(?:\.\d{1,4})?$/, { error: 'Rate must be like 7.75' })
    .optional(),
});
export type ReportPeriodQuery = z.output<typeof reportPeriodQuerySchema>;

/** ?year=&month= of budgets against actuals. */
export const budgetsQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12).optional(),
  currency: z.enum(CURRENCIES).default('Q'),
  rate: reportPeriodQuerySchema.shape.rate,
});
export type BudgetsQuery = z.output<typeof budgetsQuerySchema>;

/** The reports that download as CSV or PDF (GET /api/ledger/exports/:report?format=). */
export const LEDGER_REPORTS = ['trial-balance', 'income-statement', 'balance-sheet', 'budgets'] as const;
export type LedgerReport = (typeof LEDGER_REPORTS)[number];

/** ?format= and the report's own query (a period, or the budgets' year and month). */
export const reportExportQuerySchema = reportPeriodQuerySchema.extend({
  format: z.enum(['csv', 'pdf']),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
});
export type ReportExportQuery = z.output<typeof reportExportQuerySchema>;
