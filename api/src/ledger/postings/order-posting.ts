/**
 * A restaurant order paid at the till: the money by how it came (quetzales, dollars with the
 * change in quetzales, or card), the food and drink net of tax, the tax, and the tip owed to the
 * staff, less loyalty points redeemed (order.discountAmount, booked to their own account). The dollar line is valued at the rate the payment used (order.exchangeRate).
 */
import { addMoney, subtractMoney, toCents, type CalendarDate } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import type { JournalEntry } from '../../finance/journal-entry.entity.js';
import type { RestaurantOrder } from '../../restaurant/restaurant-order.entity.js';
import { postEntry, type NotPosted, type PostingLineDraft } from '../ledger-writer.js';

export async function postOrderPaid(
  manager: EntityManager,
  order: RestaurantOrder,
  date: CalendarDate,
): Promise<JournalEntry | NotPosted | null> {
  if (order.paymentStatus !== 'paid' || !order.paymentMethod) return null;
  const tip = order.tipAmount ?? '0.00';
  const owed = addMoney(order.totalAmount, tip);
  const discount = order.discountAmount;
  const discountLines: PostingLineDraft[] =
    toCents(discount) > 0 ? [{ account: 'discounts.loyalty', side: 'debit', amount: discount, currency: 'Q' }] : [];
  const money: PostingLineDraft[] =
    order.paymentMethod === 'cash_usd'
      ? [
          { account: 'cash.USD', side: 'debit', amount: order.tendered ?? '0.00', currency: 'USD' },
          { account: 'cash.Q', side: 'credit', amount: order.changeGiven ?? '0.00', currency: 'Q' },
        ]
      : [
          {
            account: order.paymentMethod === 'card' ? 'clearing.card' : 'cash.Q',
            side: 'debit',
            amount: owed,
            currency: 'Q',
          },
        ];
  return postEntry(manager, {
    sourceType: 'restaurant_order',
    sourceId: order.id,
    kind: 'paid',
    date,
    description: `Restaurant order ${order.orderNumber} paid (${order.paymentMethod})`,
    referenceNumber: order.orderNumber,
    origin: 'automatic',
    rate: order.exchangeRate,
    lines: [
      ...money,
      // The food at its price: points redeemed reduce revenue through their own account.
      {
        account: 'revenue.restaurant',
        side: 'credit',
        amount: subtractMoney(addMoney(order.totalAmount, discount), order.taxAmount),
        currency: 'Q',
      },
      ...discountLines,
      { account: 'taxes.payable', side: 'credit', amount: order.taxAmount, currency: 'Q' },
      { account: 'tips.payable', side: 'credit', amount: tip, currency: 'Q' },
    ],
  });
}
