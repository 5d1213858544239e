import type {
  CalendarDate,
  ExpenseCategory,
  ExpenseCurrency,
  MoneyString,
  PaymentMethod,
  RecurringFrequency,
} from '@lakeside/contracts';

/** An expense as GET /api/expenses and POST /api/expenses return it (amounts as strings). */
export interface Expense {
  id: number;
  expenseDate: CalendarDate;
  vendorId: number | null;
  vendorName: string;
  accountId: number | null;
  amount: MoneyString;
  currency: ExpenseCurrency;
  description: string;
  /** `/api/expenses/receipts/<file>` once a receipt was uploaded. */
  receiptUrl: string | null;
  category: ExpenseCategory;
  paymentMethod: PaymentMethod;
  referenceNumber: string | null;
  isRecurring: boolean;
  recurringFrequency: RecurringFrequency | null;
  taxAmount: MoneyString | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One currency's sum; amounts in quetzales and dollars are never added together. */
export interface CurrencySum {
  currency: ExpenseCurrency;
  total: MoneyString;
  count: number;
}

/** GET /api/expenses/summary: this month (retreat time) and all time, per currency. */
export interface ExpenseSummary {
  month: string;
  monthly: CurrencySum[];
  totals: CurrencySum[];
  vendorCount: number;
}
