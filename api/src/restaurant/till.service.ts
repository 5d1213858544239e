import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { recordAudit } from '../admin/audit/audit-trail.js';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import type { PaymentRequest } from './dto/staff-requests.schema.js';
import { OrderEvents } from './order-events.js';
import { OrderQueries } from './order-queries.service.js';
import { CURRENCY_SIGN, settle, type TillPaymentReply } from '@lakeside/contracts';
import { RestaurantOrder } from './restaurant-order.entity.js';
import { fieldError } from '../common/errors/field-error.js';
import { RestaurantError } from './restaurant-errors.js';
import { RESTAURANT_MESSAGES } from './restaurant-messages.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { ExchangeRatesService } from '../exchange-rates/exchange-rates.service.js';
import { TillError } from './till/till-errors.js';
import { joinOpenSession } from './till/till-session-payments.js';
import { postOrderPaid } from '../ledger/postings/order-posting.js';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import { requestFingerprint } from './request-fingerprint.js';
import { earlierPayment } from './till-payment-replay.js';
import { LoyaltyTill } from '../loyalty/loyalty-till.service.js';

/**
 * POST /api/restaurant/orders/:id/payment: the cashier takes cash (Q or USD) or a card at the
 * POS. The order is marked paid by one conditional UPDATE (… WHERE paymentStatus = 'pending'),
 * so two taps on "Pay" charge once: the second finds nothing pending and gets 409. Every
 * payment joins the till's open session (409 till.notOpen without one) and a dollar payment
 * stores the day's rate it used (409 till.noExchangeRate before a manager set one), in the
 * same transaction. A clientPaymentId makes it idempotent: a replay (an offline till's queue
 * sent again, a second tab) gets the first attempt's reply, never a second payment.
 */
@Injectable()
export class TillService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: OrderQueries,
    private readonly events: OrderEvents,
    private readonly rates: ExchangeRatesService,
    private readonly loyalty: LoyaltyTill,
  ) {}

  async pay(orderId: number, request: PaymentRequest, staff: AdminUser, now = new Date()): Promise<TillPaymentReply> {
    const fingerprint = requestFingerprint({ orderId, ...request }, 'clientPaymentId');
    const replayed = () =>
      request.clientPaymentId
        ? earlierPayment(this.dataSource.manager, orderId, request.clientPaymentId, fingerprint)
        : Promise.resolve(null);
    const earlier = await replayed();
    if (earlier) return { payment: earlier, order: await this.queries.get(orderId) };

    let payment: TillPaymentReply['payment'];
    try {
      payment = await this.take(orderId, request, fingerprint, staff, now);
    } catch (error) {
      // A concurrent replay under the same key paid first: this attempt's conditional UPDATE
      // found nothing pending (or, for another order, the unique key refused it).
      const lost = error instanceof RestaurantError && error.code === 'restaurant.alreadyPaid';
      const winner = lost || isUniqueViolation(error) ? await replayed() : null;
      if (winner) return { payment: winner, order: await this.queries.get(orderId) };
      throw error;
    }
    this.events.changed(orderId);
    return { payment, order: await this.queries.get(orderId) };
  }

  private take(
    orderId: number,
    request: PaymentRequest,
    fingerprint: string,
    staff: AdminUser,
    now: Date,
  ): Promise<TillPaymentReply['payment']> {
    return runWriteTransaction(this.dataSource, async (manager) => {
      const order = await manager.findOneBy(RestaurantOrder, { id: orderId });
      if (!order) throw new RestaurantError('restaurant.orderNotFound');
      if (order.status === 'cancelled') throw new RestaurantError('restaurant.orderCancelled');
      if (order.paymentStatus !== 'pending') throw new RestaurantError('restaurant.alreadyPaid');

      const session = await joinOpenSession(manager);
      const rate = request.method === 'cash_usd' ? await this.rates.inForce(retreatToday(now), manager) : null;
      if (request.method === 'cash_usd' && !rate) throw new TillError('till.noExchangeRate');
      const loyalty = await this.loyalty.quote(manager, order, request);
      const result = settle({
        method: request.method,
        totalQuetzales: loyalty.amountDue,
        tendered: request.tendered,
        tip: request.tip,
        usdToGtq: rate?.usdToGtq ?? null,
      });
      if (!result.ok) {
        const message =
          result.reason === 'tendered-required'
            ? RESTAURANT_MESSAGES.tenderedRequired
            : RESTAURANT_MESSAGES.tenderedTooLow(result.amountDue, CURRENCY_SIGN[result.currency]);
        throw fieldError('tendered', message);
      }
      const { settlement } = result;
      const paid = {
        paymentStatus: 'paid' as const,
        paymentMethod: request.method,
        paymentId: request.reference,
        paidCurrency: settlement.currency,
        paidAmount: settlement.amountDue,
        paidAt: now,
        tillSessionId: session.id,
        exchangeRate: settlement.exchangeRate,
        tendered: settlement.tendered,
        changeGiven: settlement.changeDue,
        tipAmount: settlement.tip,
        clientPaymentId: request.clientPaymentId,
        clientPaymentHash: request.clientPaymentId ? fingerprint : null,
        ...this.loyalty.orderColumns(loyalty),
      };
      const updated = await manager.update(RestaurantOrder, { id: orderId, paymentStatus: 'pending' }, paid);
      if (!updated.affected) throw new RestaurantError('restaurant.alreadyPaid');
      const paidOrder = await manager.findOneByOrFail(RestaurantOrder, { id: orderId });
      await postOrderPaid(manager, paidOrder, retreatToday(now));
      await this.loyalty.settle(manager, paidOrder, loyalty, now);
      await recordAudit(manager, staff, {
        action: 'update',
        resource: 'restaurant-orders',
        recordId: orderId,
        changes: {
          before: { paymentStatus: order.paymentStatus, paymentMethod: order.paymentMethod },
          after: paid,
        },
      });
      return { ...settlement, tillSessionId: session.id };
    });
  }
}
