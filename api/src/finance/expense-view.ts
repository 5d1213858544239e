import type { ExpenseReply } from '@lakeside/contracts';
import type { Expense } from './expense.entity.js';

/**
 * An expense as the console reads it (the contracts' expenseReply): each field named, so
 * a relation loaded for another purpose (vendor, account) never rides along in a reply.
 */
export function toExpenseView(expense: Expense): ExpenseReply {
  return {
    id: expense.id,
    expenseDate: expense.expenseDate,
    vendorId: expense.vendorId,
    vendorName: expense.vendorName,
    accountId: expense.accountId,
    amount: expense.amount,
    currency: expense.currency,
    description: expense.description,
    receiptUrl: expense.receiptUrl,
    category: expense.category,
    paymentMethod: expense.paymentMethod,
    referenceNumber: expense.referenceNumber,
    isRecurring: expense.isRecurring,
    recurringFrequency: expense.recurringFrequency,
    taxAmount: expense.taxAmount,
    notes: expense.notes,
    createdBy: expense.createdBy,
    createdAt: expense.createdAt.toISOString(),
    updatedAt: expense.updatedAt.toISOString(),
  };
}
