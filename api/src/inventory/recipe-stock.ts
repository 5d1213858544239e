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

/** One portion's recipe line, in the stock item's unit. */
interface PortionIngredient {
  inventoryItemId: number;
  milli: number;
}

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
  for (const { inventoryItemId, milli } of portion) {
    perItem.set(inventoryItemId, (perItem.get(inventoryItemId) ?? 0) + milli * line.quantity);
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
  }));
}
