/**
 * The restaurant's figures for one period (a day, a week, a month), pure and exact in cents.
 * What counts is a SALE: an order paid, on the retreat day it was placed; pending and cancelled
 * orders count nowhere (they may still change; a nightly run recomputes recent days, see
 * sales-analytics-job.ts). Amounts are the orders' values in quetzales, whatever the till received.
 */
import {
  fromCents,
  ORDER_TYPES,
  POS_PAYMENT_METHODS,
  sumMoney,
  toCents,
  type OrderType,
  type PosPaymentMethod,
} from '@lakeside/contracts';
import type { SalesBreakdownEntry } from './sales-analytics.entity.js';

/** One paid order as the figures read it. */
export interface SoldOrder {
  orderType: OrderType;
  totalAmount: string;
  paymentMethod: PosPaymentMethod | null;
  /** The retreat-time hour (0–23) it was placed in. */
  hour: number;
  /** Who ordered (customerKeys, strongest first); empty for an anonymous table or counter order. */
  customer: readonly string[];
  lines: readonly { menuItemId: number; quantity: number }[];
}

export interface SalesFigures {
  totalOrders: number;
  totalRevenue: string;
  averageOrderValue: string;
  topSellingItemId: number | null;
  topSellingItemQuantity: number | null;
  /** Distinct known customers, plus one for each anonymous order (a party we cannot tell apart). */
  totalCustomers: number;
  /** Known customers whose first paid order falls in the period. */
  newCustomers: number;
  peakHour: number | null;
  orderTypeBreakdown: Record<OrderType, SalesBreakdownEntry>;
  paymentMethodBreakdown: Record<PosPaymentMethod, SalesBreakdownEntry>;
}

/**
 * How one guest is recognised across orders: their account, else their e-mail, else their phone
 * (digits only). A name alone is not enough: two "Ana"s are two guests.
 */
/**
 * Every way an order names its guest, strongest first: an earlier order matching any of them
 * makes the guest a returning one.
 */
export function customerKeys(order: OrderCustomer): string[] {
  const email = order.customerEmail?.trim().toLowerCase();
  const phone = order.customerPhone?.replace(/\D/g, '');
  return [
    order.customerId ? `account:${order.customerId}` : '',
    email ? `email:${email}` : '',
    phone ? `phone:${phone}` : '',
  ].filter(Boolean);
}

interface OrderCustomer {
  customerId: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
}

/** `earlierCustomers`: the customer keys of paid orders before the period (returning guests). */
export function salesFigures(orders: readonly SoldOrder[], earlierCustomers: ReadonlySet<string>): SalesFigures {
  const revenueCents = orders.reduce((total, order) => total + toCents(order.totalAmount), 0);
  // Each guest by their strongest key, with every key any of their orders gave.
  const known = new Map<string, Set<string>>();
  for (const order of orders) {
    const [strongest] = order.customer;
    if (strongest) known.set(strongest, new Set([...(known.get(strongest) ?? []), ...order.customer]));
  }
  const anonymous = orders.filter((order) => order.customer.length === 0).length;
  const top = topSellingItem(orders);
  return {
    totalOrders: orders.length,
    totalRevenue: fromCents(revenueCents),
    averageOrderValue: orders.length ? fromCents(Math.round(revenueCents / orders.length)) : '0.00',
    topSellingItemId: top?.menuItemId ?? null,
    topSellingItemQuantity: top?.quantity ?? null,
    totalCustomers: known.size + anonymous,
    newCustomers: [...known.values()].filter((keys) => ![...keys].some((key) => earlierCustomers.has(key))).length,
    peakHour: peakHour(orders),
    orderTypeBreakdown: breakdown(ORDER_TYPES, orders, (order) => order.orderType),
    paymentMethodBreakdown: breakdown(POS_PAYMENT_METHODS, orders, (order) => order.paymentMethod),
  };
}

function breakdown<K extends string>(
  keys: readonly K[],
  orders: readonly SoldOrder[],
  keyOf: (order: SoldOrder) => K | null,
): Record<K, SalesBreakdownEntry> {
  return Object.fromEntries(
    keys.map((key) => {
      const ofKey = orders.filter((order) => keyOf(order) === key);
      return [key, { orders: ofKey.length, revenue: sumMoney(ofKey.map((order) => order.totalAmount)) }];
    }),
  ) as Record<K, SalesBreakdownEntry>;
}

/** Most units sold; a tie goes to the lower menu item id, so a rerun names the same dish. */
function topSellingItem(orders: readonly SoldOrder[]): { menuItemId: number; quantity: number } | undefined {
  const sold = new Map<number, number>();
  for (const line of orders.flatMap((order) => order.lines)) {
    sold.set(line.menuItemId, (sold.get(line.menuItemId) ?? 0) + line.quantity);
  }
  return [...sold]
    .map(([menuItemId, quantity]) => ({ menuItemId, quantity }))
    .sort((a, b) => b.quantity - a.quantity || a.menuItemId - b.menuItemId)[0];
}

/** The hour with the most orders; a tie goes to the earlier hour. */
function peakHour(orders: readonly SoldOrder[]): number | null {
  const perHour = new Map<number, number>();
  for (const order of orders) perHour.set(order.hour, (perHour.get(order.hour) ?? 0) + 1);
  return [...perHour].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? null;
}
