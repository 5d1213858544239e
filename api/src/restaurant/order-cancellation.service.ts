import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { KITCHEN_STEPS, ORDER_STATUSES, isOrderCancellable, type OrderStatus } from '@lakeside/contracts';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { recordAudit } from '../admin/audit/audit-trail.js';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import type { CancelRequest } from './dto/staff-requests.schema.js';
import { KitchenQueueItem } from './kitchen-queue-item.entity.js';
import { OrderEvents } from './order-events.js';
import { OrderItem } from './order-item.entity.js';
import { OrderQueries } from './order-queries.service.js';
import type { OrderReply } from '@lakeside/contracts';
import { RestaurantOrder } from './restaurant-order.entity.js';
import { RestaurantError } from './restaurant-errors.js';

/** Statuses an order can be cancelled from (contracts: ORDER_STATUS_TRANSITIONS). */
const CANCELLABLE_STATUSES: OrderStatus[] = ORDER_STATUSES.filter((status) =>
  isOrderCancellable({ status, paymentStatus: 'pending' }),
);
/** Lines and tickets that stop when their order is cancelled; served ones stay as they were. */
const OPEN_LINE_STATUSES = KITCHEN_STEPS.filter((status) => status !== 'served');

/**
 * POST /api/restaurant/orders/:id/cancel: staff cancel an order that is neither paid nor served
 * (the guest left, the order was a mistake). Its open lines and kitchen tickets are cancelled
 * with it, so they leave the kitchen display, and nothing is left to collect at the till.
 *
 * The order row is written first, as the kitchen's moves do, so a cancellation and a move of
 * the same order run one after the other; the status change itself is conditional (… WHERE
 * paymentStatus = 'pending'), like the till's payment, so of a payment and a cancellation
 * racing exactly one wins and the other gets 409.
 */
@Injectable()
export class OrderCancellationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: OrderQueries,
    private readonly events: OrderEvents,
  ) {}

  async cancel(orderId: number, request: CancelRequest, staff: AdminUser, now = new Date()): Promise<OrderReply> {
    await runWriteTransaction(this.dataSource, async (manager) => {
      // Written first so that, on MariaDB, the row stays locked until commit and the read
      // below sees a payment or kitchen move that committed while this waited for it.
      const touched = await manager.update(RestaurantOrder, { id: orderId }, { updatedAt: now });
      if (!touched.affected) throw new RestaurantError('restaurant.orderNotFound');
      const order = await manager.findOneByOrFail(RestaurantOrder, { id: orderId });
      refuseUnlessCancellable(order);

      await manager.update(
        RestaurantOrder,
        { id: orderId, paymentStatus: 'pending', status: In(CANCELLABLE_STATUSES) },
        { status: 'cancelled', paymentStatus: 'cancelled' },
      );
      const ticketsCancelled = await cancelOpenLines(manager, orderId);
      await recordAudit(manager, staff, {
        action: 'update',
        resource: 'restaurant-orders',
        recordId: orderId,
        changes: {
          before: { status: order.status, paymentStatus: order.paymentStatus },
          after: { status: 'cancelled', paymentStatus: 'cancelled', reason: request.reason, ticketsCancelled },
        },
      });
    });
    this.events.changed(orderId);
    return this.queries.get(orderId);
  }
}

function refuseUnlessCancellable(order: RestaurantOrder): void {
  if (isOrderCancellable(order)) return;
  if (order.status === 'cancelled') throw new RestaurantError('restaurant.orderCancelled');
  if (order.status === 'served') throw new RestaurantError('restaurant.servedNotCancellable');
  throw new RestaurantError('restaurant.paidNotCancellable');
}

/** Cancels the order's lines not yet served and their kitchen tickets; returns how many tickets. */
async function cancelOpenLines(manager: EntityManager, orderId: number): Promise<number> {
  const lines = await manager.find(OrderItem, {
    where: { orderId, status: In(OPEN_LINE_STATUSES) },
    select: { id: true },
  });
  if (!lines.length) return 0;
  const lineIds = lines.map((line) => line.id);
  await manager.update(OrderItem, { id: In(lineIds) }, { status: 'cancelled' });
  const tickets = await manager.update(
    KitchenQueueItem,
    { orderItemId: In(lineIds), status: In(OPEN_LINE_STATUSES) },
    { status: 'cancelled' },
  );
  return tickets.affected ?? 0;
}
