import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MENU_CURRENCY } from '@lakeside/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError, CommonError } from '../common/errors/app-error.js';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import { PaymentError } from '../payments/payment-errors.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import type { OrderRequest } from './dto/order-request.schema.js';
import { KitchenQueueItem } from './kitchen-queue-item.entity.js';
import { OrderEvents } from './order-events.js';
import { OrderItemModifier } from './order-item-modifier.entity.js';
import { OrderItem } from './order-item.entity.js';
import { orderNumberFor, provisionalOrderNumber } from './order-number.js';
import { priceOrder, type PricedOrder, type PricingProblem } from './order-pricing.js';
import { activeTaxRules } from '../taxes/tax-rules.js';
import { OrderQueries } from './order-queries.service.js';
import type { OrderReply } from '@lakeside/contracts';
import { loadOrderableDishes, type OrderableDish } from './orderable-dishes.js';
import { RestaurantOrder } from './restaurant-order.entity.js';
import { RestaurantError } from './restaurant-errors.js';
import { RESTAURANT_MESSAGES } from './restaurant-messages.js';
import { insertRow, insertRows } from './insert-rows.js';
import { requestFingerprint, sameRequest } from './request-fingerprint.js';

export interface PlacedOrder {
  order: OrderReply;
  /** False when a retried submit found the order its first attempt created. */
  created: boolean;
}

/**
 * Takes an order from the POS or a guest's phone: prices it from the menu, stores it with a
 * fresh order number, and puts every line on its kitchen station's queue, all in one
 * transaction. A clientOrderId makes the submit idempotent: the unique key on it lets exactly
 * one of any number of concurrent retries insert, and the others return that order (a device's
 * offline queue sent twice, or from two tabs, creates nothing new).
 */
@Injectable()
export class OrderPlacementService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: OrderQueries,
    private readonly events: OrderEvents,
  ) {}

  async place(request: OrderRequest, now = new Date()): Promise<PlacedOrder> {
    const fingerprint = requestFingerprint(request, 'clientOrderId');
    const earlier = await this.earlierAttempt(request, fingerprint);
    if (earlier) return { order: earlier, created: false };

    const dishes = await loadOrderableDishes(
      this.dataSource.manager,
      request.items.map((line) => line.menuItemId),
    );
    const taxes = await activeTaxRules(this.dataSource.manager, 'food_drink');
    const priced = priceOrder(dishes, request, taxes);
    if (!priced.ok) throw toRefusal(priced.problems);

    let orderId: number;
    try {
      orderId = await runWriteTransaction(this.dataSource, (manager) =>
        this.insert(manager, request, fingerprint, priced.order, dishes, now),
      );
    } catch (error) {
      // A concurrent retry inserted the same clientOrderId first (MariaDB; SQLite queues them).
      const winner = isUniqueViolation(error) ? await this.earlierAttempt(request, fingerprint) : null;
      if (winner) return { order: winner, created: false };
      throw error;
    }
    this.events.changed(orderId);
    return { order: await this.queries.get(orderId), created: true };
  }

  /**
   * The order an earlier attempt with this clientOrderId created; a different request under the
   * same id is refused (422 restaurant.idempotencyKeyReused) rather than answered with it.
   */
  private async earlierAttempt(request: OrderRequest, fingerprint: string): Promise<OrderReply | null> {
    if (!request.clientOrderId) return null;
    const earlier = await this.dataSource.manager.findOne(RestaurantOrder, {
      where: { clientOrderId: request.clientOrderId },
      select: { id: true, clientOrderHash: true },
    });
    if (!earlier) return null;
    if (!sameRequest(earlier.clientOrderHash, fingerprint)) throw new RestaurantError('restaurant.idempotencyKeyReused');
    return this.queries.get(earlier.id);
  }

  private async insert(
    manager: EntityManager,
    request: OrderRequest,
    fingerprint: string,
    priced: PricedOrder,
    dishes: ReadonlyMap<number, OrderableDish>,
    now: Date,
  ): Promise<number> {
    const preparationTimes = priced.lines.map((line) => dishes.get(line.menuItemId)?.preparationTime ?? 0);
    const orderId = await insertRow(manager, RestaurantOrder, {
      orderNumber: provisionalOrderNumber(),
      clientOrderId: request.clientOrderId,
      clientOrderHash: request.clientOrderId ? fingerprint : null,
      source: request.source,
      orderType: request.orderType,
      customerName: request.customerName,
      customerPhone: request.customerPhone,
      customerEmail: request.customerEmail,
      roomNumber: request.roomNumber,
      tableNumber: request.tableNumber,
      specialInstructions: request.specialInstructions,
      subtotal: priced.subtotal,
      taxAmount: priced.taxAmount,
      totalAmount: priced.totalAmount,
      currency: MENU_CURRENCY,
      // How the guest means to pay, noted at the till; the payment itself is recorded later.
      paymentMethod: request.source === 'pos' ? request.paymentMethod : null,
      estimatedTime: Math.max(...preparationTimes) || null,
      orderTime: now,
    });
    await manager.update(RestaurantOrder, { id: orderId }, { orderNumber: orderNumberFor(orderId) });

    const tickets: Partial<KitchenQueueItem>[] = [];
    // One insert per line (not one multi-row insert): each line's id is needed, and MySQL does
    // not promise consecutive ids to a multi-row insert under concurrency.
    for (const line of priced.lines) {
      const orderItemId = await insertRow(manager, OrderItem, {
        orderId,
        menuItemId: line.menuItemId,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        totalPrice: line.totalPrice,
        taxes: line.taxes,
        taxIncluded: line.taxIncluded,
        taxAdded: line.taxAdded,
        specialRequests: line.specialRequests,
      });
      if (line.options.length) {
        await insertRows(
          manager,
          OrderItemModifier,
          line.options.map((option) => ({
            orderItemId,
            modifierOptionId: option.modifierOptionId,
            priceAdjustment: option.priceAdjustment,
          })),
        );
      }
      const dish = dishes.get(line.menuItemId);
      tickets.push({ orderItemId, stationId: dish?.stationId ?? null, estimatedTime: dish?.preparationTime ?? null });
    }
    await insertRows(manager, KitchenQueueItem, tickets);
    return orderId;
  }
}

/** Dishes or choices that do not exist (400), dishes switched off (409), a wrong price (422). */
function toRefusal(problems: readonly PricingProblem[]): AppError {
  const invalid = problems.filter((problem) => problem.kind === 'invalid');
  if (invalid.length) {
    return new CommonError('common.validationFailed', {
      errors: invalid.map(({ field, message }) => ({ field, message })),
    });
  }
  const unavailable = problems.filter((problem) => problem.kind === 'unavailable');
  if (unavailable.length) {
    const items = [...new Set(unavailable.map((problem) => problem.itemName))].join(', ');
    return new RestaurantError('restaurant.itemsUnavailable', {
      params: { items },
      errors: unavailable.map(({ field, itemName }) => ({
        field,
        message: RESTAURANT_MESSAGES.itemUnavailable(itemName),
      })),
    });
  }
  return new PaymentError('payments.priceMismatch', {
    errors: problems.flatMap((problem) =>
      problem.kind === 'price' ? [{ field: problem.field, message: problem.message }] : [],
    ),
  });
}
