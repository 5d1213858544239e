import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { optionalText, optionalUrlField, requiredText } from './fields.js';
import { displayOrderField } from './display-order.js';

/** A restaurant menu category (docs/requirements/restaurant.md#menu). */
export const menuCategorySchema = z.object({
  /** "Breakfast", "Lunch", … shown as a heading and a POS tab. */
  name: requiredText(TEXT_LIMITS.name, MESSAGES.categoryNameRequired),
  /** Shown under the heading, e.g. the serving window. */
  description: optionalText(TEXT_LIMITS.description),
  /** Spanish name and description for /es/ pages (see translations.ts); English shows when empty. */
  nameEs: optionalText(TEXT_LIMITS.name),
  descriptionEs: optionalText(TEXT_LIMITS.description),
  /** Order on the menu and on the POS tabs (the POS shows the first 4). */
  displayOrder: displayOrderField(),
  /** Inactive categories are hidden from guests but keep their dishes. */
  isActive: z.boolean().default(true),
  imageUrl: optionalUrlField(),
});
export type MenuCategoryInput = z.input<typeof menuCategorySchema>;
export type MenuCategoryParsed = z.output<typeof menuCategorySchema>;
