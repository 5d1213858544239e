import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LowStockItemReply } from '@lakeside/contracts';
import { In, MoreThanOrEqual, type DataSource } from 'typeorm';
import { InventoryItem } from './inventory-item.entity.js';
import { fromMilli, toMilli } from './recipe-units.js';
import { StockMovement } from './stock-movement.entity.js';
import { toLevelReply } from './stock-view.js';

/** The pace a low item is judged by: what it used over this many days. */
export const PACE_DAYS = 14;
const DAY_MS = 86_400_000;
/** Movements that use stock up (purchases, counts and returns do not say how fast it goes). */
const USE_TYPES = ['sale', 'usage', 'waste'] as const;

/**
 * GET /api/inventory/low-stock and the kitchen manager's daily mail: active items below their
 * minimum, the one that runs out soonest at the last 14 days' pace first; items not used lately
 * (they do not run out by themselves) after them, by name.
 */
@Injectable()
export class LowStockService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(now = new Date()): Promise<LowStockItemReply[]> {
    const items = await this.dataSource
      .getRepository(InventoryItem)
      .createQueryBuilder('item')
      .where('item.isActive = :active', { active: true })
      .andWhere('item.currentStock < item.minimumStock')
      .getMany();
    if (!items.length) return [];
    const used = await this.usedSince(
      items.map((item) => item.id),
      new Date(now.getTime() - PACE_DAYS * DAY_MS),
    );
    return items
      .map((item) => {
        const usedMilli = used.get(item.id) ?? 0;
        const perDay = usedMilli / PACE_DAYS;
        const daysLeft = perDay > 0 ? Math.round((Math.max(0, toMilli(item.currentStock)) / perDay) * 10) / 10 : null;
        return {
          ...toLevelReply(item),
          sku: item.sku,
          supplierId: item.supplierId,
          usedLast14Days: fromMilli(usedMilli),
          daysLeft,
        };
      })
      .sort((a, b) => (a.daysLeft ?? Infinity) - (b.daysLeft ?? Infinity) || a.name.localeCompare(b.name));
  }

  /** Thousandths used per item since `since`. */
  private async usedSince(itemIds: number[], since: Date): Promise<Map<number, number>> {
    const rows = await this.dataSource
      .getRepository(StockMovement)
      .createQueryBuilder('movement')
      .select('movement.inventoryItemId', 'itemId')
      .addSelect('SUM(movement.quantity)', 'total')
      .where({ inventoryItemId: In(itemIds), movementType: In([...USE_TYPES]), createdAt: MoreThanOrEqual(since) })
      .groupBy('movement.inventoryItemId')
      .getRawMany<{ itemId: number | string; total: number | string }>();
    return new Map(rows.map((row) => [Number(row.itemId), -toMilli(row.total)]));
  }
}
