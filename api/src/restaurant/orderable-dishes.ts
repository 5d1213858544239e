import { In, type EntityManager } from 'typeorm';
import { stationFor } from './kitchen-routing.js';
import { KitchenStation } from './kitchen-station.entity.js';
import { MenuItem } from './menu-item.entity.js';
import type { OrderableItem } from './order-pricing.js';

/** A dish as an order needs it: what pricing checks, plus where the kitchen makes it. */
export interface OrderableDish extends OrderableItem {
  /** The routed kitchen station (see kitchen-routing.ts); null when no station is active. */
  stationId: number | null;
  preparationTime: number | null;
}

const byDisplayOrder = (a: { displayOrder: number; id: number }, b: { displayOrder: number; id: number }) =>
  a.displayOrder - b.displayOrder || a.id - b.id;

/** The ordered dishes, current as of now, keyed by id; ids not on the menu are simply absent. */
export async function loadOrderableDishes(
  manager: EntityManager,
  menuItemIds: readonly number[],
): Promise<Map<number, OrderableDish>> {
  const [items, stations] = await Promise.all([
    manager.find(MenuItem, {
      where: { id: In([...new Set(menuItemIds)]) },
      relations: { category: true, modifiers: { options: true } },
    }),
    manager.find(KitchenStation),
  ]);
  return new Map(
    items.map((item) => [
      item.id,
      {
        id: item.id,
        name: item.name,
        price: item.price,
        // A dish in a category taken off the menu is as unorderable as a dish switched off.
        orderable: item.isAvailable && item.category.isActive,
        modifiers: [...item.modifiers].sort(byDisplayOrder).map((modifier) => ({
          id: modifier.id,
          name: modifier.name,
          type: modifier.type,
          isRequired: modifier.isRequired,
          options: [...modifier.options].sort(byDisplayOrder).map((option) => ({
            id: option.id,
            name: option.name,
            priceAdjustment: option.priceAdjustment,
            isDefault: option.isDefault,
          })),
        })),
        stationId: stationFor(item.stationId, item.category.stationId, stations),
        preparationTime: item.preparationTime,
      },
    ]),
  );
}
