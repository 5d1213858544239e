/**
 * The public menu (GET /api/restaurant/menu/full) as the menu page and the POS read it: the
 * contracts' menuReply, money as 2-decimal strings. Cost prices and kitchen routing are staff matters
 * and never leave the API here.
 */
import type { MenuReply } from '@lakeside/contracts';
import type { MenuCategory } from './menu-category.entity.js';
import type { MenuItem } from './menu-item.entity.js';
import type { MenuModifier } from './menu-modifier.entity.js';
import type { ModifierOption } from './modifier-option.entity.js';

export interface MenuRows {
  categories: readonly MenuCategory[];
  items: readonly MenuItem[];
  modifiers: readonly MenuModifier[];
  options: readonly ModifierOption[];
}

/** Assembles the menu from rows already in display order; rows of inactive categories are left out. */
export function buildMenu({ categories, items, modifiers, options }: MenuRows): MenuReply {
  const optionsByModifier = groupBy(options, (option) => option.modifierId);
  const modifiersByItem = groupBy(modifiers, (modifier) => modifier.itemId);
  const itemsByCategory = groupBy(items, (item) => item.categoryId);
  return categories
    .filter((category) => category.isActive)
    .map((category) => ({
      id: category.id,
      name: category.name,
      description: category.description,
      nameEs: category.nameEs,
      descriptionEs: category.descriptionEs,
      displayOrder: category.displayOrder,
      icon: category.icon,
      imageUrl: category.imageUrl,
      availableFrom: category.availableFrom,
      availableUntil: category.availableUntil,
      items: (itemsByCategory.get(category.id) ?? []).map((item) => ({
        id: item.id,
        categoryId: item.categoryId,
        name: item.name,
        description: item.description,
        nameEs: item.nameEs,
        descriptionEs: item.descriptionEs,
        price: item.price,
        isAvailable: item.isAvailable,
        isPopular: item.isPopular,
        dietary: item.dietary,
        spiceLevel: item.spiceLevel,
        preparationTime: item.preparationTime,
        allergens: item.allergens,
        calories: item.calories,
        imageUrl: item.imageUrl,
        modifiers: (modifiersByItem.get(item.id) ?? []).map((modifier) => ({
          id: modifier.id,
          name: modifier.name,
          type: modifier.type,
          isRequired: modifier.isRequired,
          options: (optionsByModifier.get(modifier.id) ?? []).map((option) => ({
            id: option.id,
            name: option.name,
            priceAdjustment: option.priceAdjustment,
            isDefault: option.isDefault,
          })),
        })),
      })),
    }));
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
