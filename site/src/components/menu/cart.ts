/**
 * The guest's order in progress (docs/requirements/restaurant.md#guest-orders): add increments
 * a line, minus decrements and drops it at zero. Money is added in cents by the contracts'
 * helpers so totals are exact.
 */
import { addMoney, multiplyMoney, normalizeMoney, sumMoney } from '@lakeside/contracts';
import type { MenuItemReply as MenuItem } from '@lakeside/contracts';

export interface CartLine {
  itemId: number;
  name: string;
  /** Item price plus its required modifiers' default options, 2 decimals. */
  unitPrice: string;
  quantity: number;
  modifierOptionIds: number[];
}

/** The options a line carries without asking: the defaults of required modifiers. */
function defaultOptions(item: MenuItem) {
  return item.modifiers
    .filter((modifier) => modifier.isRequired)
    .flatMap((modifier) => modifier.options.filter((option) => option.isDefault).slice(0, 1));
}

export function lineFor(item: MenuItem): CartLine {
  const options = defaultOptions(item);
  return {
    itemId: item.id,
    name: item.name,
    unitPrice: addMoney(item.price, ...options.map((option) => option.priceAdjustment)),
    quantity: 0,
    modifierOptionIds: options.map((option) => option.id),
  };
}

export function addOne(lines: CartLine[], item: MenuItem): CartLine[] {
  const existing = lines.find((line) => line.itemId === item.id);
  if (!existing) return [...lines, { ...lineFor(item), quantity: 1 }];
  return lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + 1 } : line));
}

export function removeOne(lines: CartLine[], itemId: number): CartLine[] {
  return lines
    .map((line) => (line.itemId === itemId ? { ...line, quantity: line.quantity - 1 } : line))
    .filter((line) => line.quantity > 0);
}

export const lineTotal = (line: CartLine) => multiplyMoney(line.unitPrice, line.quantity);
export const cartCount = (lines: CartLine[]) => lines.reduce((count, line) => count + line.quantity, 0);
export const cartTotal = (lines: CartLine[]) => (lines.length ? sumMoney(lines.map(lineTotal)) : normalizeMoney(0));

/** Quetzales with 2 decimals, as the menu shows them: 'Q45.00' (docs/requirements/restaurant.md#menu). */
export const quetzales = (amount: string) => `Q${normalizeMoney(amount)}`;

export interface OrderDetails {
  orderType: 'dine_in' | 'room_service';
  customerName: string;
  /** Table or room number, by order type. */
  place: string;
  customerPhone: string;
  specialInstructions: string;
}

/** The guest order POST /api/restaurant/orders expects; `clientOrderId` makes a retry safe. */
export function orderPayload(lines: CartLine[], details: OrderDetails, clientOrderId: string) {
  const total = cartTotal(lines);
  return {
    orderType: details.orderType,
    customerName: details.customerName,
    ...(details.orderType === 'dine_in' ? { tableNumber: details.place } : { roomNumber: details.place }),
    ...(details.customerPhone ? { customerPhone: details.customerPhone } : {}),
    ...(details.specialInstructions ? { specialInstructions: details.specialInstructions } : {}),
    subtotal: total,
    totalAmount: total,
    items: lines.map((line) => ({
      menuItemId: line.itemId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      totalPrice: lineTotal(line),
      specialRequests: null,
      ...(line.modifierOptionIds.length ? { modifierOptionIds: line.modifierOptionIds } : {}),
    })),
    clientOrderId,
    source: 'guest',
  };
}

/** A random UUID; `crypto.randomUUID` exists only on secure origins, so fall back to getRandomValues. */
export function newClientOrderId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
