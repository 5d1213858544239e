import { createHash, randomUUID } from 'node:crypto';
import { IsNull, type DataSource } from 'typeorm';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { PaymentProviderError } from './payment-errors.js';
import {
  CAPTURE_COMPLETED,
  type CaptureResult,
  type CreateOrderInput,
  type PaymentProvider,
  type ProviderOrder,
  type RefundInput,
  type RefundResult,
} from './payment-provider.js';
import { SimulatedPaymentOrder } from './simulated-payment-order.entity.js';

export const SIMULATED_PAYMENT_LABEL = 'Simulated payment — no money moves';

/** Order ids of simulated payments start with this, so no one mistakes them for real ones. */
export const SIMULATED_ORDER_PREFIX = 'SIMULATED-';

/**
 * Stands in for PayPal when no credentials are configured (a fresh clone, offline
 * development, demos): the whole hold → pay → confirm flow runs and no money moves. Every
 * order id starts with SIMULATED- and bookings record `paymentProvider: 'simulated'`.
 * Orders are rows (simulated_payment_orders), as PayPal keeps them on its side: an order
 * created through one API instance is captured through any other, or after a restart.
 */
export class SimulatedPaymentProvider implements PaymentProvider {
  readonly name = 'simulated';
  readonly label = SIMULATED_PAYMENT_LABEL;
  readonly redirects = false;
  readonly clientId = null;

  constructor(private readonly dataSource: DataSource) {}

  async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    // Same idempotency as PayPal: a repeated request id returns the order it created.
    const existing = await this.byRequestId(input.requestId);
    if (existing) return { id: existing.id, status: 'CREATED', approvalUrl: null };
    const id = `${SIMULATED_ORDER_PREFIX}${randomUUID()}`;
    try {
      // Idempotent: run again after a lost COMMIT, the INSERT meets its own row as a duplicate.
      await runWriteTransaction(
        this.dataSource,
        (manager) =>
          manager.insert(SimulatedPaymentOrder, {
            id,
            requestId: input.requestId,
            amount: input.amount,
            currency: input.currency,
            capturedAt: null,
          }),
        { idempotent: true },
      );
      return { id, status: 'CREATED', approvalUrl: null };
    } catch (error) {
      // The same request raced us (a retry on another instance): its order is the answer.
      const winner = isUniqueViolation(error) ? await this.byRequestId(input.requestId) : undefined;
      if (!winner) throw error;
      return { id: winner.id, status: 'CREATED', approvalUrl: null };
    }
  }

  async captureOrder(orderId: string): Promise<CaptureResult> {
    const order = await this.dataSource.getRepository(SimulatedPaymentOrder).findOneBy({ id: orderId });
    if (!order) throw new PaymentProviderError('order_not_found', 'No simulated order with this id.');
    if (!order.capturedAt) {
      await runWriteTransaction(this.dataSource, (manager) =>
        manager.update(SimulatedPaymentOrder, { id: orderId, capturedAt: IsNull() }, { capturedAt: new Date() }),
      );
    }
    const { amount, currency, requestId } = order;
    return {
      id: orderId,
      status: CAPTURE_COMPLETED,
      captureId: orderId,
      amount,
      currency,
      raw: { simulated: true, id: orderId, amount, currency, requestId },
    };
  }

  /**
   * No money moves, so nothing is stored: the refund id is derived from the request id, which
   * makes a retried refund answer with the same id, as PayPal's does.
   */
  refundCapture(input: RefundInput): Promise<RefundResult> {
    const id = createHash('sha256').update(input.requestId).digest('hex').slice(0, 20).toUpperCase();
    return Promise.resolve({ id: `${SIMULATED_ORDER_PREFIX}REFUND-${id}`, status: CAPTURE_COMPLETED });
  }

  clientToken(): Promise<string | null> {
    return Promise.resolve(null);
  }

  private async byRequestId(requestId: string): Promise<SimulatedPaymentOrder | null> {
    return this.dataSource.getRepository(SimulatedPaymentOrder).findOneBy({ requestId });
  }
}
