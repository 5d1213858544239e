import { InventoryCategory } from './inventory-category.entity.js';
import { InventoryItem } from './inventory-item.entity.js';
import { ModifierOptionIngredient } from './modifier-option-ingredient.entity.js';
import { RecipeIngredient } from './recipe-ingredient.entity.js';
import { StockMovement } from './stock-movement.entity.js';

/** Stock: what is on the shelves, how it moves, and what each dish uses. */
export const INVENTORY_ENTITIES = [
  InventoryCategory,
  InventoryItem,
  StockMovement,
  RecipeIngredient,
  ModifierOptionIngredient,
];
