/**
 * Stock test data built the way the console builds it: items and recipes through the admin
 * grid (POST /api/admin/…), opening stock as a count (POST /api/inventory/counts), and the
 * stock = Σ movements check read straight from the database.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { InventoryUnit, StockEntryReply } from '@lakeside/contracts';
import { InventoryItem } from '../../src/inventory/inventory-item.entity.js';
import { StockMovement } from '../../src/inventory/stock-movement.entity.js';
import type { StaffApiClient } from './staff-session.js';
import type { TestApp } from './test-app.js';

export interface NewStockItem {
  name: string;
  unit: InventoryUnit;
  opening?: string;
  minimumStock?: string;
}

/** Creates the item as a manager does in the console and counts its opening stock; its id. */
export async function createStockItem(manager: StaffApiClient, item: NewStockItem): Promise<number> {
  const created = await manager.send<{ id: number }>('POST', '/api/admin/inventory-items', {
    name: item.name,
    sku: `T-${randomUUID().slice(0, 8)}`,
    unit: item.unit,
    minimumStock: item.minimumStock ?? '0',
  });
  expect(created.status).toBe(201);
  const id = (created.body as { id: number }).id;
  if (item.opening)
    await recordStock(manager, 'counts', {
      inventoryItemId: id,
      countedQuantity: item.opening,
      reason: 'Opening count',
    });
  return id;
}

/** POST /api/inventory/<kind>, expecting 201. */
export async function recordStock(
  manager: StaffApiClient,
  kind: 'purchases' | 'counts' | 'waste',
  body: Record<string, unknown>,
): Promise<StockEntryReply> {
  const reply = await manager.send<StockEntryReply>('POST', `/api/inventory/${kind}`, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}

/** One line of a dish's recipe, or of an option's (`modifierOptionId`), through the admin grid. */
export async function addIngredient(
  manager: StaffApiClient,
  owner: { menuItemId: number } | { modifierOptionId: number },
  inventoryItemId: number,
  quantityNeeded: string,
  unit: InventoryUnit,
): Promise<void> {
  const resource = 'menuItemId' in owner ? 'recipe-ingredients' : 'modifier-option-ingredients';
  const reply = await manager.send('POST', `/api/admin/${resource}`, {
    ...owner,
    inventoryItemId,
    quantityNeeded,
    unit,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
}

export async function stockOf(t: TestApp, inventoryItemId: number): Promise<string> {
  return (await t.dataSource.getRepository(InventoryItem).findOneByOrFail({ id: inventoryItemId })).currentStock;
}

/** Every item's stock next to the sum of its movements, to the thousandth: they must agree. */
export async function expectStockEqualsMovements(t: TestApp): Promise<void> {
  const items = await t.dataSource.getRepository(InventoryItem).find({ select: { id: true, currentStock: true } });
  const sums = await t.dataSource
    .getRepository(StockMovement)
    .createQueryBuilder('movement')
    .select('movement.inventoryItemId', 'itemId')
    .addSelect('SUM(movement.quantity)', 'total')
    .groupBy('movement.inventoryItemId')
    .getRawMany<{ itemId: number | string; total: number | string }>();
  const moved = new Map(sums.map((row) => [Number(row.itemId), Number(row.total).toFixed(3)]));
  const disagreeing = items.filter((item) => (moved.get(item.id) ?? '0.000') !== item.currentStock);
  expect(disagreeing.map((item) => [item.id, item.currentStock, moved.get(item.id)])).toEqual([]);
}
