/** Units a stock item is counted in. */
export const INVENTORY_UNITS = ['kg', 'lbs', 'pieces', 'liters', 'grams', 'ounces'] as const;
export type InventoryUnit = (typeof INVENTORY_UNITS)[number];

/**
 * Why stock changed. purchase and return add stock; sale (an order line served, by the dish's
 * recipe and its options') and usage (other kitchen use) and waste remove it; transfer moves it
 * between locations; adjustment corrects a count after a stock take (either sign).
 */
export const STOCK_MOVEMENT_TYPES = ['purchase', 'sale', 'usage', 'adjustment', 'waste', 'return', 'transfer'] as const;
export type StockMovementType = (typeof STOCK_MOVEMENT_TYPES)[number];
