import { useStaffList, useStaffQuery } from '../providers/useStaffQuery';
import type { Expense, ExpenseSummary } from './types';

export const EXPENSES_PATH = 'expenses';
export const EXPENSE_SUMMARY_PATH = 'expenses/summary';

/** The spec's expense list, newest first (the API sorts it). */
export const useExpenses = () => useStaffList<Expense>(EXPENSES_PATH);
export const useExpenseSummary = () => useStaffQuery<ExpenseSummary>(EXPENSE_SUMMARY_PATH);
