import { MAX_RECEIPT_BYTES } from '../limits.js';
import type { ErrorText } from './error-text.js';

const MAX_MB = MAX_RECEIPT_BYTES / 1024 / 1024;

/** Refusals of expenses and their receipts. */
export const FINANCE_ERRORS = {
  /** 404 */
  'finance.expenseNotFound': { en: 'Expense not found', es: 'Gasto no encontrado' },
  /** 404: a receipt file we do not hold. */
  'finance.receiptNotFound': { en: 'Receipt not found', es: 'Recibo no encontrado' },
  /** 400: the upload is not a photo or PDF we read; `errors` says why on the receipt field. */
  'finance.receiptRejected': {
    en: 'The receipt must be a photo (JPEG, PNG, WebP, HEIC) or a PDF.',
    es: 'El recibo debe ser una foto (JPEG, PNG, WebP, HEIC) o un PDF.',
  },
  /** 413 */
  'finance.receiptTooLarge': {
    en: `The receipt must be at most ${MAX_MB} MB.`,
    es: `El recibo debe pesar como máximo ${MAX_MB} MB.`,
  },
} as const satisfies Record<`finance.${string}`, ErrorText>;

export type FinanceErrorCode = keyof typeof FINANCE_ERRORS;
