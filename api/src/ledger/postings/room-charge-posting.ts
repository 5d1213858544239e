/**
 * A meal charged to a room (docs/decisions/0019-folio-and-revenue.md): the restaurant's revenue
 * and tax are earned now, the money is owed by the stay. Dr receivable / Cr revenue.restaurant
 * and taxes.payable, all in quetzales as the order was sold. The tax is all the meal carries —
 * the IVA included in its dishes' prices as well as any added — so IVA payable is right. The stay's payment later clears the
 * receivable (booking-payment-posting.ts), never the revenue again.
 */
import { subtractMoney, type CalendarDate, type MoneyString } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import type { JournalEntry } from '../../finance/journal-entry.entity.js';
import type { RestaurantOrder } from '../../restaurant/restaurant-order.entity.js';
import { postEntry, type NotPosted } from '../ledger-writer.js';

/** The posting key of the charge: one per order (an order is charged to a room once). */
export const ROOM_CHARGE_KIND = 'room-charge';

export function postRoomCharge(
  manager: EntityManager,
  order: RestaurantOrder,
  /** The taxes the meal was sold with, in quetzales: its dishes' included IVA and any added tax. */
  tax: MoneyString,
  stayReference: string,
  date: CalendarDate,
): Promise<JournalEntry | NotPosted> {
  return postEntry(manager, {
    sourceType: 'restaurant_order',
    sourceId: order.id,
    kind: ROOM_CHARGE_KIND,
    date,
    description: `Restaurant order ${order.orderNumber} charged to room (${stayReference})`,
    referenceNumber: order.orderNumber,
    origin: 'automatic',
    lines: [
      { account: 'receivable', side: 'debit', amount: order.totalAmount, currency: 'Q' },
      {
        account: 'revenue.restaurant',
        side: 'credit',
        amount: subtractMoney(order.totalAmount, tax),
        currency: 'Q',
      },
      { account: 'taxes.payable', side: 'credit', amount: tax, currency: 'Q' },
    ],
  });
}
