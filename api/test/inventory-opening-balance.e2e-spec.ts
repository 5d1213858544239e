/**
 * The StockByRecipe migration on a database in use: stock typed in before movements were kept
 * becomes one opening adjustment per item, so stock = Σ movements holds from then on; an item
 * whose movements already add up gets none, and running the migration again adds nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { revertLastMigration, runPendingMigrations } from '../src/database/migrate.js';
import { InventoryItem } from '../src/inventory/inventory-item.entity.js';
import { StockMovement } from '../src/inventory/stock-movement.entity.js';
import { createMigratedDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
let dataSource: DataSource;

beforeAll(async () => {
  ({ database, dataSource } = await createMigratedDatabase());
});
afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

/** Reverts the newest migrations down to and including `name`. */
async function revertThrough(name: string): Promise<void> {
  for (;;) {
    const [newest] = await dataSource.query<Array<{ name: string }>>(
      'SELECT name FROM migrations ORDER BY id DESC LIMIT 1',
    );
    expect(newest).toBeDefined();
    await revertLastMigration(dataSource);
    if (newest!.name.startsWith(name)) return;
  }
}

describe('StockByRecipe on stock kept before movements', () => {
  it('records the stock on record as an opening adjustment, once', async () => {
    const items = dataSource.getRepository(InventoryItem);
    const typedIn = await items.save({ name: 'Rice', sku: 'RICE-1', unit: 'kg', currentStock: '7.500' });
    const counted = await items.save({ name: 'Beans', sku: 'BEAN-1', unit: 'kg', currentStock: '2.000' });
    await dataSource
      .getRepository(StockMovement)
      .insert({ inventoryItemId: counted.id, movementType: 'adjustment', quantity: '2.000', reason: 'Count' });

    await revertThrough('StockByRecipe');
    await runPendingMigrations(dataSource);
    await revertThrough('StockByRecipe');
    await runPendingMigrations(dataSource);

    const movements = await dataSource.getRepository(StockMovement).find({ order: { id: 'ASC' } });
    expect(
      movements.map(({ inventoryItemId, movementType, quantity, referenceType }) => ({
        inventoryItemId,
        movementType,
        quantity,
        referenceType,
      })),
    ).toEqual([
      { inventoryItemId: counted.id, movementType: 'adjustment', quantity: '2.000', referenceType: null },
      { inventoryItemId: typedIn.id, movementType: 'adjustment', quantity: '7.500', referenceType: 'opening' },
    ]);
  });
});
