import { INVENTORY_UNITS, STOCK_MOVEMENT_TYPES, inventoryItemSchema } from '@lakeside/contracts';
import type { AdminResourceDefinitions } from '../admin/admin-resource-definition.js';
import { InventoryCategory } from './inventory-category.entity.js';
import { InventoryItem } from './inventory-item.entity.js';
import { RecipeIngredient } from './recipe-ingredient.entity.js';
import { StockMovement } from './stock-movement.entity.js';

export const INVENTORY_ADMIN_RESOURCES = {
  'inventory-categories': { entity: InventoryCategory },
  'inventory-items': { entity: InventoryItem, schema: inventoryItemSchema, choices: { unit: INVENTORY_UNITS } },
  'stock-movements': { entity: StockMovement, choices: { movementType: STOCK_MOVEMENT_TYPES } },
  'recipe-ingredients': { entity: RecipeIngredient, choices: { unit: INVENTORY_UNITS } },
} satisfies AdminResourceDefinitions;
