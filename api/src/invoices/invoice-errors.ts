import type { InvoiceErrorCode } from '@lakeside/contracts';
import { AppError } from '../common/errors/app-error.js';

/** Refusals of invoices and credit notes; codes and texts in the contracts' errors/invoices.ts. */
export class InvoiceError extends AppError<InvoiceErrorCode> {}
