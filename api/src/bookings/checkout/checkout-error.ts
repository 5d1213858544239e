import type { CheckoutErrorCode } from '@lakeside/contracts';
import { AppError } from '../../common/errors/app-error.js';

/** Refusals of paying online for sessions; codes and texts in the contracts' errors/checkout.ts. */
export class CheckoutError extends AppError<CheckoutErrorCode> {}
