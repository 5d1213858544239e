import { z } from 'zod';
import { INVENTORY_UNITS } from '../enums/inventory.js';
import { TEXT_LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { enumField, optionalDateField, optionalIdField, optionalText, requiredText } from './fields.js';
import { makeOptionalMoneyAmount, makeOptionalQuantity, makeQuantity } from './money-fields.js';

/** A stock item of the kitchen or bar. Quantities are DECIMAL(10,3) (docs/requirements/data-model.md#decimals). */
export const inventoryItemSchema = z.object({
  categoryId: optionalIdField(MESSAGES.invalidCategory),
  name: requiredText(TEXT_LIMITS.name, MESSAGES.itemNameRequired),
  /** Stock-keeping code, unique when given. */
  sku: optionalText(TEXT_LIMITS.sku),
  unit: enumField(INVENTORY_UNITS, MESSAGES.unitRequired),
  /** On hand now; a new item starts at 0. */
  currentStock: makeQuantity().default('0.000'),
  /** Reorder point: below it the item shows as low. */
  minimumStock: makeOptionalQuantity(),
  /** Storage capacity; purchases above it are flagged. */
  maximumStock: makeOptionalQuantity(),
  /** Cost of one unit, in quetzales. */
  unitCost: makeOptionalMoneyAmount(),
  /** The vendor usually supplying it. */
  supplierId: optionalIdField(),
  expiryDate: optionalDateField(),
  /** Where it is kept ("walk-in fridge", "bar shelf 2"). */
  location: optionalText(TEXT_LIMITS.location),
  isActive: z.boolean().default(true),
});
export type InventoryItemInput = z.input<typeof inventoryItemSchema>;
export type InventoryItemParsed = z.output<typeof inventoryItemSchema>;
