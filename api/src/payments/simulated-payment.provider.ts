import { randomUUID } from 'node:crypto';
import { PaymentProviderError } from './payment-errors.js';
import {
  CAPTURE_COMPLETED,
  type CaptureResult,
  type CreateOrderInput,
  type PaymentProvider,
  type ProviderOrder,
} from './payment-provider.js';

export const SIMULATED_PAYMENT_LABEL = 'Simulated payment — no money moves';

/** Order ids of simulated payments start with this, so no one mistakes them for real ones. */
export const SIMULATED_ORDER_PREFIX = 'SIMULATED-';

/**
 * Stands in for PayPal when no credentials are configured (a fresh clone, offline
 * development, demos): the whole hold → pay → confirm flow runs and no money moves. Every
 * order id starts with SIMULATED- and bookings record `paymentProvider: 'simulated'`.
 * Orders live in memory, so an order created before a restart can no longer be captured;
 * its hold simply expires.
 */
export class SimulatedPaymentProvider implements PaymentProvider {
  readonly name = 'simulated';
  readonly label = SIMULATED_PAYMENT_LABEL;
  readonly clientId = null;
  private readonly orders = new Map<string, { amount: string; currency: string; requestId: string }>();

  createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    // Same idempotency as PayPal: a repeated request id returns the order it created.
    for (const [id, order] of this.orders) {
      if (order.requestId === input.requestId) return Promise.resolve({ id, status: 'CREATED' });
    }
    const id = `${SIMULATED_ORDER_PREFIX}${randomUUID()}`;
    this.orders.set(id, { amount: input.amount, currency: input.currency, requestId: input.requestId });
    return Promise.resolve({ id, status: 'CREATED' });
  }

  captureOrder(orderId: string): Promise<CaptureResult> {
    const order = this.orders.get(orderId);
    if (!order) {
      return Promise.reject(new PaymentProviderError('order_not_found', 'No simulated order with this id.'));
    }
    return Promise.resolve({
      id: orderId,
      status: CAPTURE_COMPLETED,
      amount: order.amount,
      currency: order.currency,
      raw: { simulated: true, id: orderId, ...order },
    });
  }

  clientToken(): Promise<string | null> {
    return Promise.resolve(null);
  }
}
