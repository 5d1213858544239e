import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { KitchenStep, KitchenTicketReply } from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import { runWriteTransaction } from '../database/write-transaction.js';
import { takeStockForServedLine } from '../inventory/recipe-stock.js';
import { isForwardMove, orderStatusFromLines, orderTimesAt, ticketTimesAt } from './kitchen-flow.js';
import { KitchenQueueItem } from './kitchen-queue-item.entity.js';
import { toTicketView, TICKET_VIEW_RELATIONS } from './kitchen-ticket-view.js';
import { OrderEvents } from './order-events.js';
import { OrderItem } from './order-item.entity.js';
import { OrderQueries } from './order-queries.service.js';
import type { OrderReply } from '@lakeside/contracts';
import { RestaurantOrder } from './restaurant-order.entity.js';
import { RestaurantError } from './restaurant-errors.js';

export interface TicketMoveResult {
  ticket: KitchenTicketReply;
  /** The order after the move: its status follows its lines (kitchen-flow.ts). */
  order: OrderReply;
}

/**
 * PATCH /api/restaurant/kitchen/:queueId. Moves one ticket forward and lets its order follow.
 *
 * Two cooks may move two lines of one order at the same moment. Each transaction first
 * updates the order row, which on MariaDB locks it, so the second waits for the first to
 * commit and only then reads the lines (InnoDB takes its read view at the first plain read);
 * the order's status is thus computed from current lines, never from a stale pair. On SQLite
 * write transactions are queued anyway (runWriteTransaction). A line served takes its recipe
 * from stock in the same transaction (inventory/recipe-stock.ts).
 */
@Injectable()
export class TicketMovesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: OrderQueries,
    private readonly events: OrderEvents,
  ) {}

  async move(queueId: number, to: KitchenStep, now = new Date()): Promise<TicketMoveResult> {
    const located = await this.dataSource.manager.findOne(KitchenQueueItem, {
      where: { id: queueId },
      relations: { orderItem: true },
    });
    if (!located) throw new RestaurantError('restaurant.ticketNotFound');
    const orderId = located.orderItem.orderId;

    await runWriteTransaction(this.dataSource, async (manager) => {
      await manager.update(RestaurantOrder, { id: orderId }, { updatedAt: now });
      const ticket = await manager.findOneByOrFail(KitchenQueueItem, { id: queueId });
      if (ticket.status === 'cancelled') throw new RestaurantError('restaurant.orderCancelled');
      if (!isForwardMove(ticket.status, to))
        throw new RestaurantError('restaurant.ticketAlreadyAt', { params: { status: ticket.status } });
      await manager.update(KitchenQueueItem, { id: queueId }, { status: to, ...ticketTimesAt(to, ticket, now) });
      await manager.update(OrderItem, { id: ticket.orderItemId }, { status: to });
      // Moves only go forward, so this runs once per line: its recipe leaves the stock now.
      if (to === 'served') await takeStockForServedLine(manager, ticket.orderItemId);

      const lines = await manager.find(OrderItem, { where: { orderId }, select: { id: true, status: true } });
      const order = await manager.findOneByOrFail(RestaurantOrder, { id: orderId });
      const status = orderStatusFromLines(lines.map((line) => line.status));
      await manager.update(RestaurantOrder, { id: orderId }, { status, ...orderTimesAt(status, order, now) });
    });

    this.events.changed(orderId);
    const ticket = await this.dataSource.manager.findOneOrFail(KitchenQueueItem, {
      where: { id: queueId },
      relations: TICKET_VIEW_RELATIONS,
    });
    return { ticket: toTicketView(ticket, now), order: await this.queries.get(orderId) };
  }
}
