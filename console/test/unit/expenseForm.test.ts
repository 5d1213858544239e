/**
 * The Add Expense form checks with the contracts' schema and posts the first version's body
 * (docs/requirements/back-office.md#expenses).
 */
import { DEFAULT_EXPENSE_CURRENCY, errorMessage, MESSAGES, MESSAGES_ES } from '@lakeside/contracts';
import { describe, expect, it } from 'vitest';
import { newExpenseDefaults, toExpensePayload, validateExpense } from '../../src/expenses/expenseForm';
import { receiptProblem } from '../../src/expenses/receiptFile';

const filled = {
  ...newExpenseDefaults(),
  expenseDate: '2026-03-10',
  vendorName: 'Ferretería del Lago',
  amount: '125.5',
  description: 'Pipes',
  category: 'maintenance',
};

describe('Add Expense form', () => {
  it('starts in quetzales, cash, today at the retreat', () => {
    expect(newExpenseDefaults()).toMatchObject({
      currency: DEFAULT_EXPENSE_CURRENCY,
      paymentMethod: 'cash',
      isRecurring: false,
    });
    expect(newExpenseDefaults().expenseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reports the required messages per field', () => {
    expect(validateExpense({ currency: 'Q' })).toMatchObject({
      expenseDate: MESSAGES.dateRequired,
      vendorName: MESSAGES.vendorNameRequired,
      amount: MESSAGES.amountRequired,
      description: MESSAGES.descriptionRequired,
      category: MESSAGES.categoryRequired,
    });
    expect(validateExpense({ ...filled, isRecurring: true })).toEqual({
      recurringFrequency: MESSAGES.recurringFrequencyRequired,
    });
    expect(validateExpense(filled)).toEqual({});
    expect(validateExpense({ ...filled, vendorName: '' }, 'es')).toEqual({
      vendorName: MESSAGES_ES.vendorNameRequired,
    });
  });

  it('posts a numeric amount', () => {
    expect(toExpensePayload(filled)).toMatchObject({ amount: 125.5, currency: 'Q', vendorName: 'Ferretería del Lago' });
  });

  it('takes photos and PDFs up to 8 MB as receipts', () => {
    expect(receiptProblem({ name: 'r.jpg', type: 'image/jpeg', size: 3_000_000 }, 'en')).toBeUndefined();
    expect(receiptProblem({ name: 'IMG_1.HEIC', type: '', size: 3_000_000 }, 'en')).toBeUndefined();
    expect(receiptProblem({ name: 'r.pdf', type: 'application/pdf', size: 9 * 1024 * 1024 }, 'en')).toMatch(/8 MB/);
    expect(receiptProblem({ name: 'r.txt', type: 'text/plain', size: 10 }, 'en')).toMatch(/photo/);
    expect(receiptProblem({ name: 'r.txt', type: 'text/plain', size: 10 }, 'es')).toBe(
      errorMessage('finance.receiptRejected', undefined, 'es'),
    );
  });
});
