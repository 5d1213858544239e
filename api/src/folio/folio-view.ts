/** The folio as the desk reads it: nights, each meal with its order number, payments, balance. */
import type { FolioChargeReply, FolioReply } from '@lakeside/contracts';
import { In, type EntityManager } from 'typeorm';
import { CommonError } from '../common/errors/app-error.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { paymentsOf } from '../payments/booking-payments.js';
import { RestaurantOrder } from '../restaurant/restaurant-order.entity.js';
import { RoomBooking } from '../rooms/room-booking.entity.js';
import type { FolioCharge } from './folio-charge.entity.js';
import { chargesOf, folioBalance } from './folio-balance.js';

export function toFolioChargeView(charge: FolioCharge, orderNumber: string): FolioChargeReply {
  return {
    id: charge.id,
    orderId: charge.orderId,
    orderNumber,
    date: retreatToday(charge.chargedAt),
    chargedAt: charge.chargedAt.toISOString(),
    quetzales: charge.quetzales,
    taxQuetzales: charge.taxQuetzales,
    exchangeRate: charge.exchangeRate,
    amount: charge.amount,
    settled: charge.settledByPaymentId !== null,
  };
}

/** Each charge's order number, read in one query. */
export async function orderNumbersOf(
  manager: EntityManager,
  charges: readonly FolioCharge[],
): Promise<Map<number, string>> {
  if (charges.length === 0) return new Map();
  const orders = await manager.find(RestaurantOrder, {
    where: { id: In(charges.map((charge) => charge.orderId)) },
    select: { id: true, orderNumber: true },
  });
  return new Map(orders.map((order) => [order.id, order.orderNumber]));
}

export async function folioOf(manager: EntityManager, bookingId: number): Promise<FolioReply> {
  const stay = await manager.findOneBy(RoomBooking, { id: bookingId });
  if (!stay) throw new CommonError('common.notFound');
  const payments = await paymentsOf(manager, { kind: 'room', id: stay.id });
  const charges = await chargesOf(manager, [stay.id]);
  const numbers = await orderNumbersOf(manager, charges);
  const balance = folioBalance({ status: stay.status, total: stay.totalPrice }, payments, charges);
  return {
    bookingId: stay.id,
    reference: stay.reference,
    guestName: stay.guestName,
    currency: stay.currency,
    nights: stay.totalPrice,
    nightsDue: balance.nightsDue,
    charges: charges.map((charge) => toFolioChargeView(charge, numbers.get(charge.orderId) ?? String(charge.orderId))),
    mealsDue: balance.mealsDue,
    // A balance order the guest has not paid (yet) is no payment to show.
    payments: payments
      .filter((payment) => payment.kind === 'refund' || payment.status === 'completed')
      .map((payment) => ({
        id: payment.id,
        kind: payment.kind,
        provider: payment.provider,
        method: payment.providerReference,
        amount: payment.amount,
        currency: payment.currency,
        status: payment.status,
        createdAt: payment.createdAt.toISOString(),
      })),
    balanceDue: balance.balanceDue,
  };
}
