/**
 * Expense Management (staff): an expense as GET /api/expenses lists it and POST /api/expenses
 * (and its receipt upload) returns it, and the cards of GET /api/expenses/summary. Amounts
 * are 2-decimal strings; quetzales and dollars are never added together.
 */
import { z } from 'zod';
import { EXPENSE_CATEGORIES, RECURRING_FREQUENCIES } from '../enums/finance.js';
import { EXPENSE_CURRENCIES, PAYMENT_METHODS } from '../enums/payments.js';
import { calendarDateReply, instantReply, moneyReply } from './reply.js';

export const expenseReply = z.object({
  id: z.number().int(),
  expenseDate: calendarDateReply,
  /** The vendor record, when the payee is a known vendor. */
  vendorId: z.number().int().nullable(),
  /** Payee as typed. */
  vendorName: z.string(),
  /** The expense account it is booked to. */
  accountId: z.number().int(),
  amount: moneyReply,
  currency: z.enum(EXPENSE_CURRENCIES),
  description: z.string(),
  /** `/api/expenses/receipts/<file>` once a receipt was uploaded. */
  receiptUrl: z.string().nullable(),
  category: z.enum(EXPENSE_CATEGORIES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  referenceNumber: z.string().nullable(),
  isRecurring: z.boolean(),
  recurringFrequency: z.enum(RECURRING_FREQUENCIES).nullable(),
  /** IVA included in `amount`. */
  taxAmount: moneyReply,
  notes: z.string().nullable(),
  /** The staff account that entered it. */
  createdBy: z.number().int().nullable(),
  createdAt: instantReply,
  updatedAt: instantReply,
});

/** Newest expense date first. */
export const expenseListReply = z.array(expenseReply);

/** One currency's sum. */
export const currencySumReply = z.object({
  currency: z.enum(EXPENSE_CURRENCIES),
  total: moneyReply,
  count: z.number().int(),
});

/** This month (retreat time) and all time, per currency, and how many payees. */
export const expenseSummaryReply = z.object({
  /** 'yyyy-MM'. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  monthly: z.array(currencySumReply),
  totals: z.array(currencySumReply),
  vendorCount: z.number().int(),
});

export type ExpenseReply = z.infer<typeof expenseReply>;
export type CurrencySumReply = z.infer<typeof currencySumReply>;
export type ExpenseSummaryReply = z.infer<typeof expenseSummaryReply>;
