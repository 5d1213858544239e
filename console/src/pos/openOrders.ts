/** Which of today's orders the cashier still has to deal with (the words are in messages.ts). */
import type { OrderReply } from '@lakeside/contracts';

/** Enough for one busy day at the retreat's restaurant (the API's largest page). */
export const OPEN_ORDERS_LIMIT = 200;

/** Open: still to be paid, or still to be served; a cancelled order is neither. */
export function isOpenOrder(order: Pick<OrderReply, 'status' | 'paymentStatus'>): boolean {
  if (order.status === 'cancelled') return false;
  return order.paymentStatus === 'pending' || order.status !== 'served';
}

/** Today's orders (newest first, as the API sends them) that are still open. */
export function openOrdersOf(orders: readonly OrderReply[]): OrderReply[] {
  return orders.filter(isOpenOrder);
}

/** Whole seconds since the order was placed, never negative (a tablet's clock may run early). */
export function ageSecondsOf(order: Pick<OrderReply, 'orderTime'>, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(order.orderTime)) / 1000));
}
