import type { ResourceScreens } from '../generic/resourceFromSchema';
import { ExpenseManagement } from './ExpenseManagement';

/** Expenses: Expense Management as the list screen; show, edit and create stay generic. */
export const expenseScreens: ResourceScreens = { list: ExpenseManagement };
