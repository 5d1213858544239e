import type { StaffTimeErrorCode } from '@lakeside/contracts';
import { AppError } from '../common/errors/app-error.js';

/** Refusals of the staff clock, approvals and payroll; codes and texts in the contracts' errors/staff-time.ts. */
export class StaffTimeError extends AppError<StaffTimeErrorCode> {}
