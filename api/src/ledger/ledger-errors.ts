import type { LedgerErrorCode } from '@lakeside/contracts';
import { AppError } from '../common/errors/app-error.js';

/** Refusals of the ledger; codes and texts in the contracts' errors/ledger.ts. */
export class LedgerError extends AppError<LedgerErrorCode> {}
