import type { RestaurantErrorCode } from '@lakeside/contracts';
import { AppError } from '../common/errors/app-error.js';

/** Refusals of orders, the till and the kitchen; codes and texts in the contracts' errors/. */
export class RestaurantError extends AppError<RestaurantErrorCode> {}
