/**
 * A payment taken under a clientPaymentId, read back for a replay of its request: the same
 * reply the first attempt got (the settlement is stored on the order), or 422
 * restaurant.idempotencyKeyReused when the key came back for another order or amount.
 */
import { CHANGE_CURRENCY, type TillPaymentReply } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { RestaurantOrder } from './restaurant-order.entity.js';
import { RestaurantError } from './restaurant-errors.js';
import { sameRequest } from './request-fingerprint.js';

export async function earlierPayment(
  manager: EntityManager,
  orderId: number,
  clientPaymentId: string,
  fingerprint: string,
): Promise<TillPaymentReply['payment'] | null> {
  const order = await manager.findOneBy(RestaurantOrder, { clientPaymentId });
  if (!order) return null;
  if (order.id !== orderId || !sameRequest(order.clientPaymentHash, fingerprint)) {
    throw new RestaurantError('restaurant.idempotencyKeyReused');
  }
  const { paymentMethod, paidCurrency, paidAmount, tillSessionId } = order;
  // Written together by the payment's UPDATE; a row without them was not paid under this key.
  if (!paymentMethod || !paidCurrency || !paidAmount || tillSessionId === null) return null;
  return {
    method: paymentMethod,
    currency: paidCurrency,
    amountDue: paidAmount,
    tendered: order.tendered ?? '0.00',
    tip: order.tipAmount ?? '0.00',
    changeDue: order.changeGiven ?? '0.00',
    changeCurrency: CHANGE_CURRENCY,
    exchangeRate: order.exchangeRate,
    tillSessionId,
  };
}
