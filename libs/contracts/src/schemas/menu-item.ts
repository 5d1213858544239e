import { z } from 'zod';
import { ALLERGENS, DIETARY_TAGS, SPICE_LEVEL } from '../enums/restaurant.js';
import { MENU_LIMITS, TEXT_LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { enumListField, idField, optionalText, optionalUrlField, requiredText } from './fields.js';
import { displayOrderField } from './display-order.js';
import { makeMoneyAmount, makeOptionalMoneyAmount } from './money-fields.js';

/** A dish or drink (docs/requirements/restaurant.md#menu). Prices are in quetzales. */
export const menuItemSchema = z.object({
  categoryId: idField(MESSAGES.categoryRequiredSelect),
  name: requiredText(TEXT_LIMITS.name, MESSAGES.itemNameRequired),
  description: optionalText(TEXT_LIMITS.description),
  /** Spanish name and description for /es/ pages (see translations.ts); English shows when empty. */
  nameEs: optionalText(TEXT_LIMITS.name),
  descriptionEs: optionalText(TEXT_LIMITS.description),
  /**
   * Menu price; parses to text ("45.00"). A number is accepted too, because the console's
   * number input sends one. 'Price must be positive' (MESSAGES.pricePositive) for anything below
   * 0 or not a price.
   */
  price: makeMoneyAmount({ invalid: MESSAGES.pricePositive }),
  /** What the dish costs the kitchen, for margins; staff only. */
  costPrice: makeOptionalMoneyAmount({ invalid: MESSAGES.costPriceMin }),
  /** Minutes from order to pass; the kitchen queue estimates from it. */
  preparationTime: z
    .int({ error: MESSAGES.preparationTimeMin })
    .min(MENU_LIMITS.minPreparationMinutes, { error: MESSAGES.preparationTimeMin })
    .max(MENU_LIMITS.maxPreparationMinutes, { error: MESSAGES.preparationTimeMax }),
  calories: z
    .int({ error: MESSAGES.caloriesMin })
    .min(0, { error: MESSAGES.caloriesMin })
    .nullish()
    .transform((value) => value ?? null),
  /** Printed as 'Contains: …'. */
  allergens: enumListField(ALLERGENS, MESSAGES.invalidAllergen),
  dietary: enumListField(DIETARY_TAGS, MESSAGES.invalidDietaryTag),
  /** Chili marks 1–5; null for a dish that is not spicy. */
  spiceLevel: z
    .int({ error: MESSAGES.spiceLevelRange })
    .min(SPICE_LEVEL.min, { error: MESSAGES.spiceLevelRange })
    .max(SPICE_LEVEL.max, { error: MESSAGES.spiceLevelRange })
    .nullish()
    .transform((value) => value ?? null),
  /** Unavailable dishes stay on the menu, dimmed, and cannot be ordered. */
  isAvailable: z.boolean().default(true),
  /** Shows the 'Popular' badge. */
  isPopular: z.boolean().default(false),
  imageUrl: optionalUrlField(),
  displayOrder: displayOrderField(),
});
export type MenuItemInput = z.input<typeof menuItemSchema>;
export type MenuItemParsed = z.output<typeof menuItemSchema>;
