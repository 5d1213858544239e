import {
  messageIn,
  stockCountSchema,
  stockPurchaseSchema,
  stockWasteSchema,
  toFieldErrors,
  type Language,
  type StockEntryReply,
} from '@lakeside/contracts';
import type { TranslateFunction } from 'react-admin';

/**
 * What a manager records by hand; each is POST /api/inventory/<path> (docs/decisions/0012-stock-by-recipe.md),
 * its title and button worded by stock.entries.<kind>.
 */
export const STOCK_ENTRIES = {
  purchase: { path: 'inventory/purchases', schema: stockPurchaseSchema },
  count: { path: 'inventory/counts', schema: stockCountSchema },
  waste: { path: 'inventory/waste', schema: stockWasteSchema },
} as const;
export type StockEntryKind = keyof typeof STOCK_ENTRIES;

/** Form-level validation with the contracts' schema: the API's rules and messages (in the console's language), the first per field. */
export function validateStockEntry(
  kind: StockEntryKind,
  values: Record<string, unknown>,
  language: Language = 'en',
): Record<string, string> {
  const result = STOCK_ENTRIES[kind].schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const { field, message } of toFieldErrors(result.error)) errors[field] ??= messageIn(language, message);
  return errors;
}

/** The request body: the parsed form (trimmed, quantities normalised, empty optional fields as null). */
export function toStockEntryPayload(kind: StockEntryKind, values: Record<string, unknown>): unknown {
  return STOCK_ENTRIES[kind].schema.parse(values);
}

/** The toast after an entry: what the item holds now. */
export function recordedNotice({ item, movement }: StockEntryReply, translate: TranslateFunction): string {
  const withCost = movement.movementType === 'purchase' && item.averageCost;
  return translate(withCost ? 'stock.form.recordedWithCost' : 'stock.form.recorded', {
    item: item.name,
    stock: item.currentStock,
    unit: item.unit,
    cost: item.averageCost ?? '',
  });
}
