/**
 * What the kitchen manager records by hand about stock (POST /api/inventory/purchases,
 * /counts and /waste): a delivery with its cost, a shelf count, something thrown away. Each
 * becomes one stock movement; sales move stock on their own when a dish is served.
 */
import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { idField, optionalIdField, optionalText, requiredText } from './fields.js';
import { makeMoneyAmount, makeQuantity } from './money-fields.js';

/** Field messages of the stock forms. */
export const STOCK_ENTRY_MESSAGES = {
  itemRequired: 'Choose the stock item',
  quantityPositive: 'Enter a quantity above 0 with at most 3 decimals',
  countInvalid: 'Enter the counted quantity: 0 or more, with at most 3 decimals',
  reasonRequired: 'Say why',
  unitCostInvalid: 'Enter the cost of one unit, in quetzales, with at most 2 decimals',
  /** The server's: the vendor id names no vendor. */
  vendorUnknown: 'Choose a vendor from the list',
  /** The server's: the stock or the purchase's total would not fit its column. */
  tooMuch: 'That is more than the stock records can hold: check the quantity and the unit',
} as const;

/** Longest reason kept on a movement (stock_movements.reason). */
export const STOCK_REASON_MAX = 255;

const positiveQuantity = makeQuantity(STOCK_ENTRY_MESSAGES.quantityPositive).refine((value) => Number(value) > 0, {
  error: STOCK_ENTRY_MESSAGES.quantityPositive,
});
const inventoryItemId = idField(STOCK_ENTRY_MESSAGES.itemRequired);
const reason = requiredText(STOCK_REASON_MAX, STOCK_ENTRY_MESSAGES.reasonRequired);

/** A delivery: adds `quantity` (in the item's unit) and folds `unitCost` into the item's average cost. */
export const stockPurchaseSchema = z.object({
  inventoryItemId,
  quantity: positiveQuantity,
  /** Quetzales per unit of the item. */
  unitCost: makeMoneyAmount({ invalid: STOCK_ENTRY_MESSAGES.unitCostInvalid }),
  vendorId: optionalIdField(MESSAGES.invalidId),
  /** The vendor's invoice or receipt number. */
  reference: optionalText(TEXT_LIMITS.referenceNumber),
  notes: optionalText(TEXT_LIMITS.notes),
});
export type StockPurchaseInput = z.input<typeof stockPurchaseSchema>;
export type StockPurchase = z.output<typeof stockPurchaseSchema>;

/** A shelf count: the movement is the difference between what was counted and the stock on record. */
export const stockCountSchema = z.object({
  inventoryItemId,
  countedQuantity: makeQuantity(STOCK_ENTRY_MESSAGES.countInvalid),
  reason,
});
export type StockCountInput = z.input<typeof stockCountSchema>;
export type StockCount = z.output<typeof stockCountSchema>;

/** Thrown away (spoiled, dropped, burnt): removes `quantity`. */
export const stockWasteSchema = z.object({ inventoryItemId, quantity: positiveQuantity, reason });
export type StockWasteInput = z.input<typeof stockWasteSchema>;
export type StockWaste = z.output<typeof stockWasteSchema>;
