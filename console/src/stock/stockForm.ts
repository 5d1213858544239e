import {
  stockCountSchema,
  stockPurchaseSchema,
  stockWasteSchema,
  toFieldErrors,
  type StockEntryReply,
} from '@lakeside/contracts';

/** What a manager records by hand; each is POST /api/inventory/<path> (docs/decisions/0012-stock-by-recipe.md). */
export const STOCK_ENTRIES = {
  purchase: {
    path: 'inventory/purchases',
    title: 'Record a purchase',
    button: 'Purchase',
    schema: stockPurchaseSchema,
  },
  count: { path: 'inventory/counts', title: 'Record a count', button: 'Count', schema: stockCountSchema },
  waste: { path: 'inventory/waste', title: 'Record waste', button: 'Waste', schema: stockWasteSchema },
} as const;
export type StockEntryKind = keyof typeof STOCK_ENTRIES;

/** Form-level validation with the contracts' schema: the API's rules and messages, the first per field. */
export function validateStockEntry(kind: StockEntryKind, values: Record<string, unknown>): Record<string, string> {
  const result = STOCK_ENTRIES[kind].schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const { field, message } of toFieldErrors(result.error)) errors[field] ??= message;
  return errors;
}

/** The request body: the parsed form (trimmed, quantities normalised, empty optional fields as null). */
export function toStockEntryPayload(kind: StockEntryKind, values: Record<string, unknown>): unknown {
  return STOCK_ENTRIES[kind].schema.parse(values);
}

/** The toast after an entry: what the item holds now. */
export function recordedNotice({ item, movement }: StockEntryReply): string {
  const cost = movement.movementType === 'purchase' && item.averageCost ? `, average cost Q${item.averageCost}` : '';
  return `${item.name}: ${item.currentStock} ${item.unit} on hand${cost}`;
}
