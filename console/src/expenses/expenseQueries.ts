import { expenseListReply, expenseSummaryReply } from '@lakeside/contracts';
import { useStaffQuery } from '../providers/useStaffQuery';

export const EXPENSES_PATH = 'expenses';
export const EXPENSE_SUMMARY_PATH = 'expenses/summary';

/** Recent Expenses (docs/requirements/back-office.md#expenses), newest first (the API sorts it). */
export const useExpenses = () => useStaffQuery(EXPENSES_PATH, expenseListReply);
export const useExpenseSummary = () => useStaffQuery(EXPENSE_SUMMARY_PATH, expenseSummaryReply);
