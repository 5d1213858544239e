/**
 * POST /api/restaurant/orders/:id/room-charge: the till settles an order onto an in-house
 * stay's folio instead of taking money (docs/decisions/0019-folio-and-revenue.md). One
 * transaction: the stay's row lock, the order marked charged_to_room by a conditional UPDATE
 * (… WHERE paymentStatus = 'pending', as a payment, so a double tap charges once and a charge
 * and a payment of one order cannot both go through), the folio charge, the ledger entry
 * (Dr receivable / Cr restaurant revenue and tax) and the audit row. No cash moves, so no till
 * session is needed.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addMoney, ledgerDollars, type RoomChargeReply, type RoomChargeRequest } from '@lakeside/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { recordAudit } from '../admin/audit/audit-trail.js';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { CommonError } from '../common/errors/app-error.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { ExchangeRatesService } from '../exchange-rates/exchange-rates.service.js';
import { postRoomCharge } from '../ledger/postings/room-charge-posting.js';
import { OrderEvents } from '../restaurant/order-events.js';
import { OrderItem } from '../restaurant/order-item.entity.js';
import { OrderQueries } from '../restaurant/order-queries.service.js';
import { RestaurantError } from '../restaurant/restaurant-errors.js';
import { RestaurantOrder } from '../restaurant/restaurant-order.entity.js';
import { TillError } from '../restaurant/till/till-errors.js';
import { RoomBooking } from '../rooms/room-booking.entity.js';
import { FolioCharge } from './folio-charge.entity.js';
import { FolioError } from './folio-errors.js';
import { toFolioChargeView } from './folio-view.js';
import { isInHouse } from './in-house-stays.js';
import { lockStay } from './stay-lock.js';

@Injectable()
export class RoomCharges {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: OrderQueries,
    private readonly events: OrderEvents,
    private readonly rates: ExchangeRatesService,
  ) {}

  async charge(
    orderId: number,
    request: RoomChargeRequest,
    staff: AdminUser,
    now = new Date(),
  ): Promise<RoomChargeReply> {
    const { charge, orderNumber } = await runWriteTransaction(this.dataSource, (manager) =>
      this.write(manager, orderId, request.bookingId, staff, now),
    );
    this.events.changed(orderId);
    return { charge: toFolioChargeView(charge, orderNumber), order: await this.queries.get(orderId) };
  }

  private async write(manager: EntityManager, orderId: number, bookingId: number, staff: AdminUser, now: Date) {
    const order = await manager.findOneBy(RestaurantOrder, { id: orderId });
    if (!order) throw new RestaurantError('restaurant.orderNotFound');
    if (order.status === 'cancelled') throw new RestaurantError('restaurant.orderCancelled');
    if (order.paymentStatus !== 'pending') throw new RestaurantError('restaurant.alreadyPaid');
    if (!(await lockStay(manager, bookingId))) throw new CommonError('common.notFound');
    const stay = await manager.findOneByOrFail(RoomBooking, { id: bookingId });
    const today = retreatToday(now);
    if (!isInHouse(stay, today)) throw new FolioError('folio.notInHouse', { params: { reference: stay.reference } });

    // The folio is kept in the stay's currency: a meal sold in quetzales is valued at the day's rate.
    const inDollars = stay.currency === 'USD';
    const rate = inDollars ? await this.rates.inForce(today, manager) : null;
    if (inDollars && !rate) throw new TillError('till.noExchangeRate');

    // The tax the meal was sold with: its dishes' included IVA and any added tax (order.taxAmount).
    const items = await manager.find(OrderItem, { where: { orderId }, select: { id: true, taxIncluded: true } });
    const tax = addMoney(order.taxAmount, ...items.map((item) => item.taxIncluded ?? '0.00'));

    const updated = await manager.update(
      RestaurantOrder,
      { id: orderId, paymentStatus: 'pending' },
      { paymentStatus: 'charged_to_room' },
    );
    if (!updated.affected) throw new RestaurantError('restaurant.alreadyPaid');
    // Whole seconds: MySQL DATETIME drops the milliseconds, and the reply should match the row.
    const chargedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
    const { identifiers } = await manager.insert(FolioCharge, {
      roomBookingId: stay.id,
      orderId,
      currency: stay.currency,
      amount: rate ? ledgerDollars(order.totalAmount, rate.usdToGtq) : order.totalAmount,
      quetzales: order.totalAmount,
      taxQuetzales: tax,
      exchangeRate: rate?.usdToGtq ?? null,
      chargedAt,
      chargedById: staff.id,
      settledByPaymentId: null,
    });
    await postRoomCharge(manager, order, tax, stay.reference, today);
    await recordAudit(manager, staff, {
      action: 'update',
      resource: 'restaurant-orders',
      recordId: orderId,
      changes: {
        before: { paymentStatus: order.paymentStatus },
        after: { paymentStatus: 'charged_to_room', roomBooking: stay.reference },
      },
    });
    const charge = await manager.findOneByOrFail(FolioCharge, { id: (identifiers[0] as { id: number }).id });
    return { charge, orderNumber: order.orderNumber };
  }
}
