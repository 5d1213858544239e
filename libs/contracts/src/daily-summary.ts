/**
 * The restaurant's day in figures, pure and exact (cents, never float sums): the input the
 * analytics work will store in sales_analytics. The API answers GET /api/restaurant/summary with
 * it; the console's test API does too. Orders count on the retreat day they were
 * placed; cancelled ones count nowhere.
 */
import {
  CURRENCIES,
  POS_PAYMENT_METHODS,
  type Currency,
  type OrderPaymentStatus,
  type PosPaymentMethod,
} from './enums/payments.js';
import { ORDER_TYPES, type OrderStatus, type OrderType } from './enums/restaurant.js';
import { addMoney, compareMoney, sumMoney } from './money.js';
import { TENDER_CURRENCY } from './till-settle.js';

export interface SummaryOrder {
  status: OrderStatus;
  orderType: OrderType;
  totalAmount: string;
  currency: Currency;
  paymentStatus: OrderPaymentStatus;
  paymentMethod: PosPaymentMethod | null;
  paidCurrency: Currency | null;
  paidAmount: string | null;
  lines: readonly { menuItemId: number; name: string; quantity: number; totalPrice: string }[];
}

/** An amount per currency; every currency is present, '0.00' when nothing was taken in it. */
export type PerCurrency = Record<Currency, string>;

export interface DailySummary {
  orders: number;
  /** Value of the day's orders, per menu currency (quetzales). */
  sales: PerCurrency;
  /** Money the till received, per currency received: cash in dollars counts in USD. */
  revenue: PerCurrency;
  byOrderType: Record<OrderType, { orders: number; sales: string }>;
  /** Paid orders by how they were paid: their value (Q) and what the till received for them. */
  byPaymentMethod: Record<
    PosPaymentMethod,
    { orders: number; sales: string; received: { currency: Currency; amount: string } }
  >;
  /** Orders not paid yet. */
  unpaid: { orders: number; sales: string };
  /** Best sellers by quantity (then value, then name), at most TOP_ITEMS. */
  topItems: { menuItemId: number; name: string; quantity: number; sales: string }[];
}

export const TOP_ITEMS = 10;

export function summarizeDay(allOrders: readonly SummaryOrder[]): DailySummary {
  const orders = allOrders.filter((order) => order.status !== 'cancelled');
  const perCurrency = (pick: (currency: Currency) => string[]): PerCurrency =>
    Object.fromEntries(CURRENCIES.map((currency) => [currency, sumMoney(pick(currency))])) as PerCurrency;
  const paid = orders.filter((order) => order.paymentStatus === 'paid');
  const unpaid = orders.filter((order) => order.paymentStatus !== 'paid');

  return {
    orders: orders.length,
    sales: perCurrency((currency) => orders.filter((o) => o.currency === currency).map((o) => o.totalAmount)),
    revenue: perCurrency((currency) =>
      paid.filter((o) => o.paidCurrency === currency).map((o) => o.paidAmount ?? '0.00'),
    ),
    byOrderType: Object.fromEntries(
      ORDER_TYPES.map((type) => {
        const ofType = orders.filter((order) => order.orderType === type);
        return [type, { orders: ofType.length, sales: sumMoney(ofType.map((order) => order.totalAmount)) }];
      }),
    ) as DailySummary['byOrderType'],
    byPaymentMethod: Object.fromEntries(
      POS_PAYMENT_METHODS.map((method) => {
        const paidSo = paid.filter((order) => order.paymentMethod === method);
        return [
          method,
          {
            orders: paidSo.length,
            sales: sumMoney(paidSo.map((order) => order.totalAmount)),
            received: {
              currency: TENDER_CURRENCY[method],
              amount: sumMoney(paidSo.map((o) => o.paidAmount ?? '0.00')),
            },
          },
        ];
      }),
    ) as DailySummary['byPaymentMethod'],
    unpaid: { orders: unpaid.length, sales: sumMoney(unpaid.map((order) => order.totalAmount)) },
    topItems: topItems(orders),
  };
}

function topItems(orders: readonly SummaryOrder[]): DailySummary['topItems'] {
  const byItem = new Map<number, { menuItemId: number; name: string; quantity: number; sales: string }>();
  for (const line of orders.flatMap((order) => order.lines)) {
    const seen = byItem.get(line.menuItemId);
    if (seen) {
      seen.quantity += line.quantity;
      seen.sales = addMoney(seen.sales, line.totalPrice);
    } else {
      byItem.set(line.menuItemId, {
        menuItemId: line.menuItemId,
        name: line.name,
        quantity: line.quantity,
        sales: line.totalPrice,
      });
    }
  }
  return [...byItem.values()]
    .sort((a, b) => b.quantity - a.quantity || compareMoney(b.sales, a.sales) || a.name.localeCompare(b.name))
    .slice(0, TOP_ITEMS);
}
