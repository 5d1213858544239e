import {
  addMoney,
  multiplyMoney,
  orderNeedsCustomerName,
  sumMoney,
  type OrderItemInput,
  type RestaurantOrderInput,
} from '@lakeside/contracts';
import type { MenuItemReply, MenuOptionReply } from '@lakeside/contracts';
import type { CustomerDetails } from './types';

/** One line of the order: a dish with its chosen options; the same dish with other options is another line. */
export interface CartLine {
  key: string;
  item: MenuItemReply;
  options: MenuOptionReply[];
  quantity: number;
  specialRequests: string;
}

export const EMPTY_CUSTOMER: CustomerDetails = {
  orderType: 'dine_in',
  customerName: '',
  customerPhone: '',
  tableNumber: '',
  roomNumber: '',
};

/** The options a dish starts with: each modifier's defaults; a required single choice without one takes its first. */
export function defaultOptions(item: MenuItemReply): MenuOptionReply[] {
  return item.modifiers.flatMap((modifier) => {
    const defaults = modifier.options.filter((option) => option.isDefault);
    if (modifier.type === 'single') {
      const chosen = defaults[0] ?? (modifier.isRequired ? modifier.options[0] : undefined);
      return chosen ? [chosen] : [];
    }
    return defaults;
  });
}

/** Menu price plus the options' adjustments, in exact cents. */
export function unitPriceOf(item: MenuItemReply, options: readonly MenuOptionReply[]): string {
  return addMoney(item.price, ...options.map((option) => option.priceAdjustment));
}

export const lineTotalOf = (line: CartLine): string =>
  multiplyMoney(unitPriceOf(line.item, line.options), line.quantity);
export const cartTotalOf = (lines: readonly CartLine[]): string => sumMoney(lines.map(lineTotalOf));

/** Adds one of a dish: a line with the same options grows, otherwise a new line starts. */
export function addToCart(
  lines: readonly CartLine[],
  item: MenuItemReply,
  options: readonly MenuOptionReply[],
): CartLine[] {
  const key = `${item.id}:${options
    .map((option) => option.id)
    .sort((a, b) => a - b)
    .join(',')}`;
  if (lines.some((line) => line.key === key)) {
    return lines.map((line) => (line.key === key ? { ...line, quantity: line.quantity + 1 } : line));
  }
  return [...lines, { key, item, options: [...options], quantity: 1, specialRequests: '' }];
}

/** + or −; a line at zero leaves the order. */
export function changeQuantity(lines: readonly CartLine[], key: string, delta: number): CartLine[] {
  return lines
    .map((line) => (line.key === key ? { ...line, quantity: line.quantity + delta } : line))
    .filter((line) => line.quantity > 0);
}

/**
 * The till's two checks, in their agreed order (docs/requirements/restaurant.md#point-of-sale),
 * as message keys; the server checks the rest (table, room). A table order needs no name.
 */
export function orderProblem(
  lines: readonly CartLine[],
  customer: CustomerDetails,
): 'pos.checks.cartEmpty' | 'pos.checks.customerNameRequired' | null {
  if (lines.length === 0) return 'pos.checks.cartEmpty';
  if (orderNeedsCustomerName(customer.orderType) && !customer.customerName.trim()) {
    return 'pos.checks.customerNameRequired';
  }
  return null;
}

/** The contracts' order plus what the API adds for the till: options, retry id, source. */
export interface OrderPayload extends Omit<RestaurantOrderInput, 'items'> {
  items: (OrderItemInput & { modifierOptionIds?: number[] })[];
  clientOrderId: string;
  source: 'pos';
}

const optional = (text: string) => text.trim() || undefined;

/** POST /api/restaurant/orders: only the number that belongs to the order type is sent. */
export function orderPayload(
  lines: readonly CartLine[],
  customer: CustomerDetails,
  clientOrderId: string,
): OrderPayload {
  const total = cartTotalOf(lines);
  return {
    orderType: customer.orderType,
    customerName: customer.customerName.trim(),
    customerPhone: optional(customer.customerPhone),
    tableNumber: customer.orderType === 'dine_in' ? optional(customer.tableNumber) : undefined,
    roomNumber: customer.orderType === 'room_service' ? optional(customer.roomNumber) : undefined,
    subtotal: total,
    totalAmount: total,
    items: lines.map((line) => ({
      menuItemId: line.item.id,
      quantity: line.quantity,
      unitPrice: unitPriceOf(line.item, line.options),
      totalPrice: lineTotalOf(line),
      specialRequests: line.specialRequests.trim() || null,
      ...(line.options.length ? { modifierOptionIds: line.options.map((option) => option.id) } : {}),
    })),
    clientOrderId,
    source: 'pos',
  };
}

/** A v4 UUID; crypto.randomUUID exists only on https and localhost, and tills may use a LAN address. */
export function newClientOrderId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
