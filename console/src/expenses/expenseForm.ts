import {
  DEFAULT_EXPENSE_CURRENCY,
  DEFAULT_PAYMENT_METHOD,
  expenseSchema,
  messageIn,
  type Language,
  type ExpenseInput,
  type ExpenseParsed,
} from '@lakeside/contracts';
import { retreatToday } from '../format/dates';

/** A new expense: today at the retreat, in quetzales, paid in cash (the contracts' defaults). */
export function newExpenseDefaults(): Partial<ExpenseInput> {
  return {
    expenseDate: retreatToday(),
    currency: DEFAULT_EXPENSE_CURRENCY,
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    isRecurring: false,
  };
}

/**
 * react-admin's form-level validation with the contracts' expenseSchema: the same rules and
 * messages the API applies (in the console's language), one message per field (the first one zod reports).
 */
export function validateExpense(values: Record<string, unknown>, language: Language = 'en'): Record<string, string> {
  const result = expenseSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= messageIn(language, issue.message);
  }
  return errors;
}

/**
 * The POST /api/expenses body the first version sent: the parsed form with a numeric amount
 * (docs/requirements/back-office.md#expenses).
 */
export function toExpensePayload(values: Record<string, unknown>): Omit<ExpenseParsed, 'amount'> & { amount: number } {
  const parsed = expenseSchema.parse(values);
  return { ...parsed, amount: Number(parsed.amount) };
}
