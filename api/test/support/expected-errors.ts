/**
 * The exact bodies the API answers when it refuses, built from the contracts' codes, so a
 * test states the refusal by its code (`refusal('rooms.datesUnavailable')`) and still checks
 * the whole reply, English text included.
 */
import { errorBody, type ApiErrorBody } from '@lakeside/contracts';

export { errorBody as refusal };

/** A body read before its status is checked: the success shape, or the refusal's fields. */
export type OrRefusal<T = object> = T & Partial<ApiErrorBody>;
