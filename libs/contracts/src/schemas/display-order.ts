import { z } from 'zod';
import { MESSAGES } from '../messages.js';

/** Position in a list (categories, dishes, stations): 0 or more, lower first; defaults to 0. */
export function displayOrderField() {
  return z.int({ error: MESSAGES.displayOrderMin }).min(0, { error: MESSAGES.displayOrderMin }).default(0);
}
