import type { InventoryErrorCode } from '@lakeside/contracts';
import { AppError } from '../common/errors/app-error.js';

/** Refusals of stock entries; codes and texts in the contracts' errors/inventory.ts. */
export class InventoryError extends AppError<InventoryErrorCode> {}
