/**
 * Stock in the fake API: GET /api/inventory/low-stock and the purchase, count and waste entries
 * with the real paths, roles (inventory-items' writers), validation (the contracts' schemas),
 * refusal codes and reply shapes (lowStockReply, stockEntryReply), over the fake's
 * inventory-items table, so the console's grids see what the entries did. `used` stands for the
 * last 14 days' movements that use stock up; the dish costs are canned (managers only).
 *
 * `answerStock` is transport-free: the browser test routes /api/inventory/… to it (page.route).
 */
import {
  ADMIN_RESOURCES,
  errorBody,
  stockCountSchema,
  stockPurchaseSchema,
  stockWasteSchema,
  toFieldErrors,
  type DishCostReply,
  type LowStockItemReply,
  type StaffRole,
  type StockEntryReply,
  type StockLevelReply,
  type StockMovementType,
} from '@lakeside/contracts';
import type { Row } from './adminCrud';

export interface FakeStock {
  items: Row[];
  /** Used over the last 14 days, per item id (thousandths are not needed here). */
  used: Map<number, number>;
  /** Entries recorded, in order: 'purchases 1 +10.000'. */
  entries: string[];
  /** GET /api/inventory/dish-costs answers these (the fake keeps no recipes). */
  dishCosts: DishCostReply[];
}

type Answer = { status: number; body: unknown } | undefined;

const SCHEMAS = { purchases: stockPurchaseSchema, counts: stockCountSchema, waste: stockWasteSchema };
let nextMovement = 5000;

export function answerStock(fake: FakeStock, role: StaffRole, method: string, path: string, body: unknown): Answer {
  if (method === 'GET' && path === '/api/inventory/low-stock') return { status: 200, body: lowStock(fake) };
  const keeper = (ADMIN_RESOURCES['inventory-items'].write as readonly StaffRole[]).includes(role);
  if (method === 'GET' && path === '/api/inventory/dish-costs')
    return keeper ? { status: 200, body: fake.dishCosts } : { status: 403, body: errorBody('common.forbidden') };
  const kind = /^\/api\/inventory\/(purchases|counts|waste)$/.exec(path)?.[1] as keyof typeof SCHEMAS | undefined;
  if (method !== 'POST' || !kind) return undefined;
  if (!keeper) return { status: 403, body: errorBody('common.forbidden') };
  const parsed = SCHEMAS[kind].safeParse(body);
  if (!parsed.success)
    return { status: 400, body: errorBody('common.validationFailed', { errors: toFieldErrors(parsed.error) }) };
  const entry = parsed.data;
  const item = fake.items.find((row) => row.id === entry.inventoryItemId);
  if (!item) return { status: 404, body: errorBody('inventory.itemNotFound') };

  const stock = Number(item.currentStock);
  let change: number;
  let type: StockMovementType;
  if ('countedQuantity' in entry) {
    [change, type] = [Number(entry.countedQuantity) - stock, 'adjustment'];
  } else if ('unitCost' in entry) {
    [change, type] = [Number(entry.quantity), 'purchase'];
    const average =
      stock > 0
        ? (stock * Number(item.averageCost ?? entry.unitCost) + change * Number(entry.unitCost)) / (stock + change)
        : Number(entry.unitCost);
    Object.assign(item, { averageCost: average.toFixed(4), unitCost: entry.unitCost });
  } else {
    [change, type] = [-Number(entry.quantity), 'waste'];
  }
  item.currentStock = (stock + change).toFixed(3);
  fake.entries.push(`${kind} ${item.id} ${change >= 0 ? '+' : ''}${change.toFixed(3)}`);
  const reply: StockEntryReply = {
    movement: {
      id: nextMovement++,
      inventoryItemId: item.id as number,
      movementType: type,
      quantity: change.toFixed(3),
      unitCost: 'unitCost' in entry ? entry.unitCost : null,
      totalCost: null,
      reason: 'reason' in entry ? entry.reason : null,
      referenceType: null,
      referenceId: null,
      performedBy: 2,
      createdAt: new Date().toISOString(),
    },
    item: level(item),
  };
  return { status: 201, body: reply };
}

function level(item: Row): StockLevelReply {
  return {
    id: item.id as number,
    name: String(item.name),
    unit: item.unit as StockLevelReply['unit'],
    currentStock: String(item.currentStock),
    minimumStock: String(item.minimumStock),
    averageCost: (item.averageCost as string | null) ?? null,
    unitCost: (item.unitCost as string | null) ?? null,
  };
}

function lowStock(fake: FakeStock): LowStockItemReply[] {
  return fake.items
    .filter((item) => item.isActive !== false && Number(item.currentStock) < Number(item.minimumStock))
    .map((item) => {
      const used = fake.used.get(item.id as number) ?? 0;
      return {
        ...level(item),
        sku: String(item.sku),
        supplierId: null,
        usedLast14Days: used.toFixed(3),
        daysLeft: used > 0 ? Math.round((Math.max(0, Number(item.currentStock)) / (used / 14)) * 10) / 10 : null,
      };
    })
    .sort((a, b) => (a.daysLeft ?? Infinity) - (b.daysLeft ?? Infinity) || a.name.localeCompare(b.name));
}
