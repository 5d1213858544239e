import type { AuthErrorCode } from '@lakeside/contracts';
import { AppError } from '../common/errors/app-error.js';

/** Refusals of staff sign-in and sessions; codes and texts in the contracts' errors/. */
export class AuthError extends AppError<AuthErrorCode> {}
