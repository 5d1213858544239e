/** Builds restaurant orders the way the menu page and the POS do: from the public menu, priced like it. */
import { randomUUID } from 'node:crypto';
import { addMoney, multiplyMoney, sumMoney } from '@lakeside/contracts';
import { menuReply, type MenuCategoryReply, type MenuItemReply, type OrderReply } from '@lakeside/contracts';
import { apiClient, type ApiReply } from './api-client.js';
import type { TestApp } from './test-app.js';

/** The public menu, checked against its contract as the menu page reads it. */
export function readMenu(t: TestApp): Promise<MenuCategoryReply[]> {
  return apiClient(t).read('/api/restaurant/menu/full', menuReply);
}

export function dish(menu: readonly MenuCategoryReply[], name: string): MenuItemReply {
  const found = menu.flatMap((category) => category.items).find((item) => item.name === name);
  if (!found) throw new Error(`no dish named ${name}`);
  return found;
}

/** The id of a dish's option, by option name. */
export function optionId(item: MenuItemReply, name: string): number {
  const found = item.modifiers.flatMap((modifier) => modifier.options).find((option) => option.name === name);
  if (!found) throw new Error(`${item.name} has no option ${name}`);
  return found.id;
}

export interface CartLine {
  item: MenuItemReply;
  quantity: number;
  options?: string[];
  specialRequests?: string | null;
}

/** The first version's order body for a cart, priced from the menu as the client shows it, plus the extras. */
export function orderBody(lines: readonly CartLine[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  const items = lines.map(({ item, quantity, options = [], specialRequests = null }) => {
    const optionIds = options.map((name) => optionId(item, name));
    const adjustments = item.modifiers
      .flatMap((modifier) => modifier.options)
      .filter((option) => optionIds.includes(option.id))
      .map((option) => option.priceAdjustment);
    const unitPrice = addMoney(item.price, ...adjustments);
    return {
      menuItemId: item.id,
      quantity,
      unitPrice,
      totalPrice: multiplyMoney(unitPrice, quantity),
      specialRequests,
      ...(optionIds.length ? { modifierOptionIds: optionIds } : {}),
    };
  });
  const subtotal = sumMoney(items.map((line) => line.totalPrice));
  return {
    orderType: 'dine_in',
    customerName: 'Ana López',
    customerPhone: '+502 5555 1234',
    customerEmail: null,
    roomNumber: null,
    tableNumber: '4',
    specialInstructions: null,
    subtotal,
    totalAmount: subtotal,
    items,
    clientOrderId: randomUUID(),
    source: 'guest',
    ...extra,
  };
}

/** POST /api/restaurant/orders with no cookie, as a guest's phone does. */
export function postGuestOrder(t: TestApp, body: unknown): Promise<ApiReply<OrderReply>> {
  return apiClient(t).send<OrderReply>('POST', '/api/restaurant/orders', body);
}
