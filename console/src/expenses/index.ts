import type { ResourceScreens } from '../generic/resourceFromSchema';
import { lazyScreen } from '../routes/lazyScreen';

const ExpenseManagement = lazyScreen(() => import('./ExpenseManagement').then((module) => module.ExpenseManagement));

/** Expenses: Expense Management as the list screen; show, edit and create stay generic. */
export const expenseScreens: ResourceScreens = { list: ExpenseManagement };
