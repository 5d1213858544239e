import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  compareMoney,
  MAX_MONEY,
  multiplyMoney,
  STOCK_ENTRY_MESSAGES,
  type StockCount,
  type StockEntryReply,
  type StockPurchase,
  type StockWaste,
} from '@lakeside/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { fieldError } from '../common/errors/field-error.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { Vendor } from '../finance/vendor.entity.js';
import { InventoryError } from './inventory-errors.js';
import { InventoryItem } from './inventory-item.entity.js';
import { toMilli } from './recipe-units.js';
import { recordPurchase, recordStockChanges } from './stock-ledger.js';
import { StockMovement } from './stock-movement.entity.js';
import { toLevelReply, toMovementReply } from './stock-view.js';

/** Stock is DECIMAL(10,3): it stays within ±9,999,999.999 of the item's unit. */
const MAX_STOCK_MILLI = 9_999_999_999;
const TOO_MUCH = STOCK_ENTRY_MESSAGES.tooMuch;

/** `milli` when the item's stock stays within its column after it; a field error otherwise. */
function checkedChange(item: InventoryItem, milli: number, field: string): number {
  if (Math.abs(toMilli(item.currentStock) + milli) > MAX_STOCK_MILLI) throw fieldError(field, TOO_MUCH);
  return milli;
}

/**
 * POST /api/inventory/purchases, /counts and /waste: what the kitchen manager records by hand.
 * Each is one movement and the stock change it makes, in one transaction (stock-ledger.ts).
 */
@Injectable()
export class StockEntriesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A delivery: stock up, the last price and the average cost follow. */
  purchase(entry: StockPurchase, staff: AdminUser, now = new Date()): Promise<StockEntryReply> {
    return this.write(entry.inventoryItemId, now, async (manager, item) => {
      if (entry.vendorId !== null && !(await manager.existsBy(Vendor, { id: entry.vendorId })))
        throw fieldError('vendorId', STOCK_ENTRY_MESSAGES.vendorUnknown);
      const vendor = entry.vendorId === null ? null : String(entry.vendorId);
      const totalCost = multiplyMoney(entry.unitCost, entry.quantity);
      if (compareMoney(totalCost, MAX_MONEY) > 0) throw fieldError('unitCost', TOO_MUCH);
      return recordPurchase(manager, {
        inventoryItemId: item.id,
        movementType: 'purchase',
        milli: checkedChange(item, toMilli(entry.quantity), 'quantity'),
        unitCost: entry.unitCost,
        totalCost,
        reason: entry.reference ? `Invoice ${entry.reference}` : 'Delivery',
        referenceType: vendor ? 'vendor' : 'purchase',
        referenceId: vendor,
        notes: entry.notes,
        performedBy: staff.id,
      });
    });
  }

  /**
   * A shelf count: the adjustment is what was counted less the stock on record, read after the
   * item's row is locked, so a sale committing meanwhile is counted in, not overwritten.
   */
  count(entry: StockCount, staff: AdminUser, now = new Date()): Promise<StockEntryReply> {
    return this.write(entry.inventoryItemId, now, async (manager, item) => {
      const [id] = await recordStockChanges(manager, [
        {
          inventoryItemId: item.id,
          movementType: 'adjustment',
          milli: checkedChange(item, toMilli(entry.countedQuantity) - toMilli(item.currentStock), 'countedQuantity'),
          reason: entry.reason,
          referenceType: 'count',
          performedBy: staff.id,
        },
      ]);
      return id!;
    });
  }

  waste(entry: StockWaste, staff: AdminUser, now = new Date()): Promise<StockEntryReply> {
    return this.write(entry.inventoryItemId, now, async (manager, item) => {
      const [id] = await recordStockChanges(manager, [
        {
          inventoryItemId: item.id,
          movementType: 'waste',
          milli: checkedChange(item, -toMilli(entry.quantity), 'quantity'),
          reason: entry.reason,
          performedBy: staff.id,
        },
      ]);
      return id!;
    });
  }

  /** Locks the item (404 if none), runs `record`, and answers with the movement and the item after it. */
  private async write(
    inventoryItemId: number,
    now: Date,
    record: (manager: EntityManager, item: InventoryItem) => Promise<number>,
  ): Promise<StockEntryReply> {
    return runWriteTransaction(this.dataSource, async (manager) => {
      // Written first: on MariaDB the row stays locked until commit, and the read below sees
      // every stock change committed before it.
      const touched = await manager.update(InventoryItem, { id: inventoryItemId }, { updatedAt: now });
      if (!touched.affected) throw new InventoryError('inventory.itemNotFound');
      const item = await manager.findOneByOrFail(InventoryItem, { id: inventoryItemId });
      const movementId = await record(manager, item);
      const movement = await manager.findOneByOrFail(StockMovement, { id: movementId });
      const after = await manager.findOneByOrFail(InventoryItem, { id: inventoryItemId });
      return { movement: toMovementReply(movement), item: toLevelReply(after) };
    });
  }
}
