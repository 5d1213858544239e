import type { FinanceErrorCode } from '@lakeside/contracts';
import { AppError } from '../common/errors/app-error.js';

/** Refusals of expenses and receipts; codes and texts in the contracts' errors/. */
export class FinanceError extends AppError<FinanceErrorCode> {}
