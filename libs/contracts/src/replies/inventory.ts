/**
 * Stock as the console reads it: what a purchase, count or waste entry recorded
 * (POST /api/inventory/purchases|counts|waste), the low-stock list (GET /api/inventory/low-stock)
 * and what each dish costs by its recipe (GET /api/inventory/dish-costs). Quantities are
 * 3-decimal strings in the item's unit; money 2-decimal quetzales, the average cost 4 decimals.
 */
import { z } from 'zod';
import { INVENTORY_UNITS, STOCK_MOVEMENT_TYPES } from '../enums/inventory.js';
import { instantReply, moneyReply } from './reply.js';

const id = z.number().int();
/** "2.500", "-0.020". */
export const quantityReply = z.string().regex(/^-?\d+\.\d{3}$/);
/** Quetzales per unit with 4 decimals ("0.3525"): a gram of coffee costs less than a centavo. */
export const unitCostReply = z.string().regex(/^\d+\.\d{4}$/);

export const stockMovementReply = z.object({
  id,
  inventoryItemId: id,
  movementType: z.enum(STOCK_MOVEMENT_TYPES),
  /** Signed: positive added stock, negative took it. */
  quantity: quantityReply,
  unitCost: moneyReply.nullable(),
  totalCost: moneyReply.nullable(),
  reason: z.string().nullable(),
  referenceType: z.string().nullable(),
  referenceId: z.string().nullable(),
  performedBy: id.nullable(),
  createdAt: instantReply,
});
export type StockMovementReply = z.infer<typeof stockMovementReply>;

/** An item's stock and cost right after an entry. */
export const stockLevelReply = z.object({
  id,
  name: z.string(),
  unit: z.enum(INVENTORY_UNITS),
  currentStock: quantityReply,
  minimumStock: quantityReply,
  /** Weighted average of what the stock on hand cost; null until the first purchase. */
  averageCost: unitCostReply.nullable(),
  /** The last purchase's price per unit. */
  unitCost: moneyReply.nullable(),
});
export type StockLevelReply = z.infer<typeof stockLevelReply>;

export const stockEntryReply = z.object({ movement: stockMovementReply, item: stockLevelReply });
export type StockEntryReply = z.infer<typeof stockEntryReply>;

/** An active item below its minimum, with how long it lasts at the last 14 days' pace. */
export const lowStockItemReply = stockLevelReply.extend({
  sku: z.string(),
  supplierId: id.nullable(),
  /** Taken by sales, other use and waste over the last 14 days. */
  usedLast14Days: quantityReply,
  /** Days the stock on hand lasts at that pace; null when nothing was used (it does not run out). */
  daysLeft: z.number().nullable(),
});
export type LowStockItemReply = z.infer<typeof lowStockItemReply>;

/** Soonest to run out first; items not used lately last. */
export const lowStockReply = z.array(lowStockItemReply);

export const dishCostReply = z.object({
  menuItemId: id,
  name: z.string(),
  price: moneyReply,
  /** One portion by its recipe and its default options' at the ingredients' average cost (the last price before any average). */
  cost: moneyReply,
  /** price − cost. */
  margin: moneyReply,
  /** margin ÷ price × 100, one decimal; null for a free dish. */
  marginPercent: z.number().nullable(),
  /** Recipe lines, the default options' included; 0 means the cost is unknown, not nothing. */
  ingredientCount: z.number().int(),
  /** Recipe lines whose item has no cost yet (counted as 0). */
  uncostedIngredients: z.number().int(),
});
export type DishCostReply = z.infer<typeof dishCostReply>;

export const dishCostsReply = z.array(dishCostReply);
