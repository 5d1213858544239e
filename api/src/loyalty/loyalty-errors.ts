import type { LoyaltyErrorCode } from '@lakeside/contracts';
import { AppError } from '../common/errors/app-error.js';

/** Refusals of the loyalty programme; codes and texts in the contracts' errors/loyalty.ts. */
export class LoyaltyError extends AppError<LoyaltyErrorCode> {}
