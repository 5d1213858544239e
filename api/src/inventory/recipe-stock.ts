/**
 * Stock taken by a served order line: every ingredient of the dish's recipe and of the options
 * chosen on the line, times the line's quantity, one `sale` movement per stock item, written in
 * the transaction that marks the line served (ticket-moves.service.ts).
 *
 * Why served, not paid (docs/decisions/0012-stock-by-recipe.md): serving is when the food
 * has left the kitchen, for each line on its own; payment is per order and may come before
 * (a takeaway paid at the counter) or never (a guest who leaves), while the ingredients are
 * gone either way. A line is cancelled only before it is served (order-cancellation.service.ts),
 * so a cancelled line has taken nothing and there is nothing to give back.
 */
import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { MenuItem } from '../restaurant/menu-item.entity.js';
import { OrderItemModifier } from '../restaurant/order-item-modifier.entity.js';
import { OrderItem } from '../restaurant/order-item.entity.js';
import { ModifierOptionIngredient } from './modifier-option-ingredient.entity.js';
import { RecipeIngredient } from './recipe-ingredient.entity.js';
import { convertMilli, toMilli } from './recipe-units.js';
import { recordStockChanges, type StockChange } from './stock-ledger.js';

/** referenceType of a sale: referenceId is the order line's id. */
export const SALE_REFERENCE = 'order_item';

/** One portion's recipe line, in the stock item's unit, and what a unit of the item costs. */
interface PortionIngredient {
  inventoryItemId: number;
  milli: number;
  /** The item's average cost (its last price before any purchase); null when unknown. */
  cost: string | null;
}

/**
 * What the taken stock cost, to the cent, for the cost of sales: the item's average cost per
 * unit (4 decimals, so kept off the movement's 2-decimal unitCost) × the quantity.
 */
function costOf(milli: number, unitCost: string | null): string | null {
  if (unitCost === null) return null;
  const cents = Math.round((milli * Number(unitCost)) / 10);
  // Past what the column holds (a typing error in a recipe or a price): no cost rather than no serve.
  return cents < MAX_COST_CENTS ? (cents / 100).toFixed(2) : null;
}
const MAX_COST_CENTS = 10_000_000_000;

/** Takes the served line's ingredients from stock; returns the movements written. */
export async function takeStockForServedLine(manager: EntityManager, orderItemId: number): Promise<number> {
  const line = await manager.findOneByOrFail(OrderItem, { id: orderItemId });
  const options = await manager.find(OrderItemModifier, {
    where: { orderItemId },
    select: { modifierOptionId: true },
  });
  const portion = await portionIngredients(
    manager,
    line.menuItemId,
    options.map((option) => option.modifierOptionId),
  );
  const perItem = new Map<number, number>();
  const costs = new Map<number, string | null>();
  for (const { inventoryItemId, milli, cost } of portion) {
    perItem.set(inventoryItemId, (perItem.get(inventoryItemId) ?? 0) + milli * line.quantity);
    costs.set(inventoryItemId, cost);
  }
  const dish = await manager.findOne(MenuItem, { where: { id: line.menuItemId }, select: { id: true, name: true } });
  const changes: StockChange[] = [...perItem]
    // An option may take out more than the dish uses ("no milk" on a dish without): nothing to take.
    .filter(([, milli]) => milli > 0)
    .map(([inventoryItemId, milli]) => ({
      inventoryItemId,
      movementType: 'sale',
      milli: -milli,
      reason: `Served: ${line.quantity} × ${dish?.name ?? `dish ${line.menuItemId}`}`.slice(0, 255),
      referenceType: SALE_REFERENCE,
      referenceId: String(orderItemId),
      totalCost: costOf(milli, costs.get(inventoryItemId) ?? null),
    }));
  await recordStockChanges(manager, changes);
  return changes.length;
}

/** One portion of the dish with the chosen options, per recipe line (the same item may repeat). */
export async function portionIngredients(
  manager: EntityManager,
  menuItemId: number,
  modifierOptionIds: readonly number[],
): Promise<PortionIngredient[]> {
  const recipe = await manager.find(RecipeIngredient, { where: { menuItemId }, relations: { inventoryItem: true } });
  const optionLines = modifierOptionIds.length
    ? await manager.find(ModifierOptionIngredient, {
        where: { modifierOptionId: In([...modifierOptionIds]) },
        relations: { inventoryItem: true },
      })
    : [];
  return [...recipe, ...optionLines].map((ingredient) => ({
    inventoryItemId: ingredient.inventoryItemId,
    milli: convertMilli(toMilli(ingredient.quantityNeeded), ingredient.unit, ingredient.inventoryItem.unit),
    cost: ingredient.inventoryItem.averageCost ?? ingredient.inventoryItem.unitCost,
  }));
}
