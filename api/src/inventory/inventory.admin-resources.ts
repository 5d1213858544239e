import {
  INVENTORY_UNITS,
  STOCK_MOVEMENT_TYPES,
  inventoryItemSchema,
  recipeIngredientSchema,
} from '@lakeside/contracts';
import type { AdminResourceDefinitions } from '../admin/admin-resource-definition.js';
import { InventoryCategory } from './inventory-category.entity.js';
import { InventoryItem } from './inventory-item.entity.js';
import { ModifierOptionIngredient } from './modifier-option-ingredient.entity.js';
import { RecipeIngredient } from './recipe-ingredient.entity.js';
import { StockMovement } from './stock-movement.entity.js';

export const INVENTORY_ADMIN_RESOURCES = {
  'inventory-categories': { entity: InventoryCategory },
  'inventory-items': {
    entity: InventoryItem,
    schema: inventoryItemSchema,
    choices: { unit: INVENTORY_UNITS },
    // Stock moves only by movements (stock-ledger.ts), so it always equals their sum: opening
    // stock is a count, deliveries are purchases, which also keep the average cost.
    serverOwned: ['currentStock', 'averageCost'],
  },
  'stock-movements': { entity: StockMovement, choices: { movementType: STOCK_MOVEMENT_TYPES } },
  'recipe-ingredients': {
    entity: RecipeIngredient,
    schema: recipeIngredientSchema,
    choices: { unit: INVENTORY_UNITS },
  },
  // An option may take an ingredient out of the dish ("No cheese"): a negative quantity.
  'modifier-option-ingredients': {
    entity: ModifierOptionIngredient,
    choices: { unit: INVENTORY_UNITS },
    signed: ['quantityNeeded'],
  },
} satisfies AdminResourceDefinitions;
