import { z } from 'zod';
import { EXPENSE_CATEGORIES, RECURRING_FREQUENCIES } from '../enums/finance.js';
import {
  DEFAULT_EXPENSE_CURRENCY,
  DEFAULT_PAYMENT_METHOD,
  EXPENSE_CURRENCIES,
  PAYMENT_METHODS,
} from '../enums/payments.js';
import { TEXT_LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import {
  dateField,
  enumField,
  optionalIdField,
  optionalText,
  optionalUrlField,
  requiredText,
  whenParsed,
} from './fields.js';
import { makeMoneyAmount, makeOptionalMoneyAmount } from './money-fields.js';

/** POST /api/expenses and the console's expense form (docs/requirements/back-office.md#expenses). */
export const expenseSchema = z
  .object({
    /** Day the money left, "yyyy-MM-dd". */
    expenseDate: dateField(MESSAGES.dateRequired),
    /** Name as on the receipt; counted for the Vendors card. */
    vendorName: requiredText(TEXT_LIMITS.vendorName, MESSAGES.vendorNameRequired),
    /** The vendor record, when the vendor is known. */
    vendorId: optionalIdField(),
    /** Chart-of-accounts line; the server books to the general expense account when absent. */
    accountId: optionalIdField(),
    /** Above 0, at most 2 decimals; the form posts a number, other clients a string. */
    amount: makeMoneyAmount({ required: MESSAGES.amountRequired, positive: MESSAGES.amountPositive }),
    currency: z.enum(EXPENSE_CURRENCIES, { error: MESSAGES.invalidCurrency }).default(DEFAULT_EXPENSE_CURRENCY),
    description: requiredText(TEXT_LIMITS.description, MESSAGES.descriptionRequired),
    category: enumField(EXPENSE_CATEGORIES, MESSAGES.categoryRequired, MESSAGES.invalidCategory),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: MESSAGES.invalidPaymentMethod }).default(DEFAULT_PAYMENT_METHOD),
    /** Invoice or transfer number, for matching bank statements. */
    referenceNumber: optionalText(TEXT_LIMITS.referenceNumber),
    /** Where the uploaded receipt image lives. */
    receiptUrl: optionalUrlField(),
    isRecurring: z.boolean().default(false),
    /** Required when isRecurring. */
    recurringFrequency: z
      .enum(RECURRING_FREQUENCIES, { error: MESSAGES.recurringFrequencyRequired })
      .nullish()
      .transform((value) => value ?? null),
    /** Tax included in the amount (IVA), if the receipt shows it. */
    taxAmount: makeOptionalMoneyAmount(),
    notes: optionalText(TEXT_LIMITS.notes),
  })
  .superRefine(
    (expense, ctx) => {
      if (expense.isRecurring && expense.recurringFrequency === null) {
        ctx.addIssue({
          code: 'custom',
          message: MESSAGES.recurringFrequencyRequired,
          path: ['recurringFrequency'],
          input: null,
        });
      }
    },
    { when: whenParsed('isRecurring', 'recurringFrequency') },
  );
export type ExpenseInput = z.input<typeof expenseSchema>;
export type ExpenseParsed = z.output<typeof expenseSchema>;
