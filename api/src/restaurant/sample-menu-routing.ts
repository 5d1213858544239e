import { IsNull, type EntityManager } from 'typeorm';
import { KitchenStation } from './kitchen-station.entity.js';
import { MenuCategory } from './menu-category.entity.js';
import { MenuItem } from './menu-item.entity.js';
import { SAMPLE_MENU } from './sample-menu.js';

/**
 * Points the sample menu at its kitchen stations (SAMPLE_MENU's `stationName`s): drinks to the
 * Bar, salads and bowls to Cold & Salads, pancakes to Pastry, the rest to the Hot Line. Only
 * rows whose station is still unset are touched, so routing chosen by staff is kept; a station
 * name that does not exist (deleted or renamed) leaves the row on the default station.
 */
export async function routeSampleMenu(manager: EntityManager): Promise<void> {
  const stationIdByName = new Map((await manager.find(KitchenStation)).map((station) => [station.name, station.id]));
  for (const sample of SAMPLE_MENU) {
    const category = await manager.findOneBy(MenuCategory, { name: sample.name });
    if (!category) continue;
    const categoryStation = stationIdByName.get(sample.stationName);
    if (categoryStation !== undefined) {
      await manager.update(MenuCategory, { id: category.id, stationId: IsNull() }, { stationId: categoryStation });
    }
    for (const item of sample.items) {
      const itemStation = item.stationName === undefined ? undefined : stationIdByName.get(item.stationName);
      if (itemStation === undefined) continue;
      await manager.update(
        MenuItem,
        { categoryId: category.id, name: item.name, stationId: IsNull() },
        { stationId: itemStation },
      );
    }
  }
}
