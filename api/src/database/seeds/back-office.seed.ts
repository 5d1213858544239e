/**
 * Back-office starting data: the chart of accounts, kitchen stations, inventory categories and
 * the sample menu. Idempotent: rows are found by their natural key (account code, name, …) and
 * only missing ones are inserted; existing rows are never overwritten, so staff edits survive.
 */
import type { EntityManager } from 'typeorm';
import { Account } from '../../finance/account.entity.js';
import { CHART_OF_ACCOUNTS } from '../../finance/chart-of-accounts.js';
import { InventoryCategory } from '../../inventory/inventory-category.entity.js';
import { KitchenStation } from '../../restaurant/kitchen-station.entity.js';
import { MenuCategory } from '../../restaurant/menu-category.entity.js';
import { MenuItem } from '../../restaurant/menu-item.entity.js';
import { MenuModifier } from '../../restaurant/menu-modifier.entity.js';
import { ModifierOption } from '../../restaurant/modifier-option.entity.js';
import { SAMPLE_MENU, type SampleMenuItem, type SampleModifier } from '../../restaurant/sample-menu.js';
import { routeSampleMenu } from '../../restaurant/sample-menu-routing.js';

const KITCHEN_STATIONS = [
  { name: 'Hot Line', description: 'Stove and grill: eggs, stews, grilled fish.' },
  { name: 'Cold & Salads', description: 'Salads, bowls, guacamole and other cold plates.' },
  { name: 'Bar', description: 'Coffee, cacao, juices and other drinks.' },
  { name: 'Pastry', description: 'Pancakes, bread and desserts.' },
];

const INVENTORY_CATEGORIES = [
  { name: 'Produce', description: 'Fruit, vegetables and herbs, from the garden and the San Marcos market.' },
  { name: 'Dairy & Eggs', description: 'Milk, cheese, crema, yogurt and eggs.' },
  { name: 'Meat & Fish', description: 'Chicken, turkey and fish from the lake.' },
  { name: 'Dry Goods', description: 'Rice, beans, flour, grains, seeds and spices.' },
  { name: 'Coffee & Cacao', description: 'Beans and cacao from local growers.' },
  { name: 'Beverages', description: 'Bottled drinks, soda water and syrups.' },
  { name: 'Cleaning Supplies', description: 'Detergents and cleaning products for kitchen and rooms.' },
];

export async function seedBackOffice(manager: EntityManager, _context: { today: string }): Promise<void> {
  // The chart of accounts is always completed: expense booking looks accounts up by code.
  await seedChartOfAccounts(manager);
  // Starting lists and the demo menu go into empty tables only, so that a station, category or
  // dish the staff deleted does not come back on the next start.
  if ((await manager.count(KitchenStation)) === 0) await seedByName(manager, KitchenStation, KITCHEN_STATIONS);
  if ((await manager.count(InventoryCategory)) === 0) {
    await seedByName(manager, InventoryCategory, INVENTORY_CATEGORIES);
  }
  if ((await manager.count(MenuCategory)) === 0) await seedSampleMenu(manager);
}

/** Inserts the accounts of CHART_OF_ACCOUNTS whose code is missing; parents come first in the list. */
export async function seedChartOfAccounts(manager: EntityManager): Promise<void> {
  const accounts = manager.getRepository(Account);
  const idByCode = new Map((await accounts.find()).map((account) => [account.accountCode, account.id]));
  for (const { parentCode, description, ...definition } of CHART_OF_ACCOUNTS) {
    if (idByCode.has(definition.accountCode)) continue;
    const saved = await accounts.save(
      accounts.create({
        ...definition,
        description: description ?? null,
        parentAccountId: parentCode === undefined ? null : (idByCode.get(parentCode) ?? null),
      }),
    );
    idByCode.set(saved.accountCode, saved.id);
  }
}

async function seedByName(
  manager: EntityManager,
  entity: typeof KitchenStation | typeof InventoryCategory,
  rows: readonly { name: string; description: string }[],
): Promise<void> {
  const repository = manager.getRepository<{ name: string; description: string | null }>(entity);
  const existing = new Set((await repository.find()).map((row) => row.name));
  const missing = rows.filter((row) => !existing.has(row.name));
  if (missing.length > 0) await repository.insert(missing);
}

/**
 * Inserts whatever part of SAMPLE_MENU is missing: categories by name, items by (category, name),
 * modifiers by (item, name), options by (modifier, name). Also used by the sample-menu endpoint.
 */
export async function seedSampleMenu(manager: EntityManager): Promise<void> {
  const categories = manager.getRepository(MenuCategory);
  for (const [categoryOrder, { items, ...category }] of SAMPLE_MENU.entries()) {
    const saved =
      (await categories.findOneBy({ name: category.name })) ??
      (await categories.save(categories.create({ ...category, displayOrder: categoryOrder })));
    for (const [itemOrder, item] of items.entries()) {
      await seedMenuItem(manager, saved.id, item, itemOrder);
    }
  }
  // Stations are seeded first (see seedBackOffice), so every sample dish reaches its station.
  await routeSampleMenu(manager);
}

async function seedMenuItem(manager: EntityManager, categoryId: number, sample: SampleMenuItem, displayOrder: number) {
  const items = manager.getRepository(MenuItem);
  const { modifiers = [], allergens, dietary, spiceLevel, isAvailable, isPopular, ...fields } = sample;
  const item =
    (await items.findOneBy({ categoryId, name: sample.name })) ??
    (await items.save(
      items.create({
        ...fields,
        categoryId,
        allergens: [...allergens],
        dietary: [...dietary],
        spiceLevel: spiceLevel ?? null,
        isAvailable: isAvailable ?? true,
        isPopular: isPopular ?? false,
        displayOrder,
      }),
    ));
  for (const [modifierOrder, modifier] of modifiers.entries()) {
    await seedModifier(manager, item.id, modifier, modifierOrder);
  }
}

async function seedModifier(manager: EntityManager, itemId: number, sample: SampleModifier, displayOrder: number) {
  const modifiers = manager.getRepository(MenuModifier);
  const { options, ...fields } = sample;
  const modifier =
    (await modifiers.findOneBy({ itemId, name: sample.name })) ??
    (await modifiers.save(modifiers.create({ ...fields, itemId, displayOrder })));
  const optionRepository = manager.getRepository(ModifierOption);
  const existing = new Set((await optionRepository.findBy({ modifierId: modifier.id })).map((option) => option.name));
  const missing = options
    .map((option, optionOrder) => ({
      modifierId: modifier.id,
      name: option.name,
      priceAdjustment: option.priceAdjustment,
      isDefault: option.isDefault ?? false,
      displayOrder: optionOrder,
    }))
    .filter((option) => !existing.has(option.name));
  if (missing.length > 0) await optionRepository.insert(missing);
}
