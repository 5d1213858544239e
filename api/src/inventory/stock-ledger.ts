/**
 * The one writer of stock (docs/decisions/0012-stock-by-recipe.md). Every change is a
 * stock_movements row, and the item's currentStock moves by the same quantity in the same
 * transaction, by one atomic UPDATE … SET currentStock = currentStock + ?: concurrent sales of
 * one ingredient never lose each other's update, and currentStock always equals the sum of the
 * item's movements (the stock e2e checks it after a storm of orders).
 */
import type { StockMovementType } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { insertRow } from '../restaurant/insert-rows.js';
import { InventoryItem } from './inventory-item.entity.js';
import { fromMilli } from './recipe-units.js';
import { StockMovement } from './stock-movement.entity.js';

export interface StockChange {
  inventoryItemId: number;
  movementType: StockMovementType;
  /** Signed thousandths of the item's unit: positive adds stock. */
  milli: number;
  reason?: string | null;
  referenceType?: string | null;
  referenceId?: string | null;
  notes?: string | null;
  unitCost?: string | null;
  totalCost?: string | null;
  performedBy?: number | null;
}

/**
 * Records each change and moves the item's stock by it. Items are touched in id order, so two
 * transactions taking the same ingredients lock them in the same order (no deadlock on MariaDB).
 * Returns the movements' ids in the order given. Callers check that the items exist.
 */
export async function recordStockChanges(manager: EntityManager, changes: readonly StockChange[]): Promise<number[]> {
  const ordered = [...changes].sort((a, b) => a.inventoryItemId - b.inventoryItemId);
  const ids = new Map<StockChange, number>();
  for (const change of ordered) {
    await moveStock(manager, change.inventoryItemId, change.milli);
    ids.set(change, await insertMovement(manager, change));
  }
  return changes.map((change) => ids.get(change)!);
}

/**
 * A delivery: adds `milli` at `unitCost` a unit and folds that price into the item's weighted
 * average cost, in the same single UPDATE as the stock, so a sale racing the purchase cannot
 * make the average use a stock figure the new total does not. On MySQL the assignments run left
 * to right, each seeing the ones before; averageCost and unitCost therefore come before
 * currentStock and read the stock before the delivery, as SQLite's do.
 */
export async function recordPurchase(
  manager: EntityManager,
  change: StockChange & { unitCost: string },
): Promise<number> {
  const quantity = fromMilli(change.milli);
  const { tablePath } = manager.connection.getMetadata(InventoryItem);
  await manager.query(
    `UPDATE ${tablePath} SET
       averageCost = CASE WHEN currentStock > 0
         THEN ROUND((currentStock * COALESCE(averageCost, unitCost, ?) + ? * ?) / (currentStock + ?), 4)
         ELSE ? END,
       unitCost = ?,
       currentStock = ROUND(currentStock + ?, 3)
     WHERE id = ?`,
    [
      change.unitCost,
      quantity,
      change.unitCost,
      quantity,
      change.unitCost,
      change.unitCost,
      quantity,
      change.inventoryItemId,
    ],
  );
  return insertMovement(manager, change);
}

async function moveStock(manager: EntityManager, inventoryItemId: number, milli: number): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(InventoryItem)
    .set({ currentStock: () => 'ROUND(currentStock + :delta, 3)' })
    .where('id = :id', { id: inventoryItemId, delta: fromMilli(milli) })
    .updateEntity(false)
    .execute();
}

function insertMovement(manager: EntityManager, change: StockChange): Promise<number> {
  return insertRow(manager, StockMovement, {
    inventoryItemId: change.inventoryItemId,
    movementType: change.movementType,
    quantity: fromMilli(change.milli),
    reason: change.reason ?? null,
    referenceType: change.referenceType ?? null,
    referenceId: change.referenceId ?? null,
    notes: change.notes ?? null,
    unitCost: change.unitCost ?? null,
    totalCost: change.totalCost ?? null,
    performedBy: change.performedBy ?? null,
  });
}
