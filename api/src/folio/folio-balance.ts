/**
 * The one answer to "what does this stay owe?" (docs/decisions/0019-folio-and-revenue.md). A
 * stay's folio is its nights plus the meals charged to the room, less its payments. The desk,
 * the manage page, the online balance payment, check-out and the dashboard all ask here.
 * Derived from the rows every time, never stored.
 */
import { subtractMoney, sumMoney, type MoneyString } from '@lakeside/contracts';
import { In, type EntityManager } from 'typeorm';
import type { BookingPayment } from '../payments/booking-payment.entity.js';
import { balanceDue, paymentsOf } from '../payments/booking-payments.js';
import { FolioCharge } from './folio-charge.entity.js';

export interface FolioBalance {
  /** What the nights still owe. */
  nightsDue: MoneyString;
  /** Meals charged to the room and not yet paid, in the stay's currency. */
  mealsDue: MoneyString;
  balanceDue: MoneyString;
}

/** What a booking row says of itself: only a held or confirmed stay owes its nights. */
export interface OwingBooking {
  status: string;
  total: MoneyString;
}

/**
 * The balance of any booking: for a room stay its folio charges count too (sauna sessions and
 * event tickets have none). A payment that settled meals paid them first: only the rest of it
 * went to the nights, so a stay paid online and then its meals online is not counted as
 * prepaid twice.
 */
export function folioBalance(
  booking: OwingBooking,
  payments: readonly BookingPayment[],
  charges: readonly Pick<FolioCharge, 'amount' | 'settledByPaymentId'>[] = [],
): FolioBalance {
  const mealsPaid = new Map<number, MoneyString>();
  for (const charge of charges) {
    if (charge.settledByPaymentId === null) continue;
    mealsPaid.set(
      charge.settledByPaymentId,
      sumMoney([mealsPaid.get(charge.settledByPaymentId) ?? '0', charge.amount]),
    );
  }
  const forNights = payments.map((payment) => {
    const meals = payment.kind === 'capture' ? mealsPaid.get(payment.id) : undefined;
    return meals ? { ...payment, amount: subtractMoney(payment.amount, meals) } : payment;
  });
  const owes = booking.status === 'confirmed' || booking.status === 'held';
  const nightsDue = owes ? balanceDue(booking.total, forNights) : '0.00';
  const mealsDue = sumMoney(charges.filter((charge) => charge.settledByPaymentId === null).map((c) => c.amount));
  return { nightsDue, mealsDue, balanceDue: sumMoney([nightsDue, mealsDue]) };
}

/** A room stay's meals charged to it, oldest first. */
export function chargesOf(manager: EntityManager, bookingIds: readonly number[]): Promise<FolioCharge[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return manager.find(FolioCharge, { where: { roomBookingId: In([...bookingIds]) }, order: { id: 'ASC' } });
}

/** The balance of a room stay, read from its payments and folio charges. */
export async function stayBalance(
  manager: EntityManager,
  stay: { id: number; status: string; totalPrice: MoneyString },
): Promise<FolioBalance> {
  const payments = await paymentsOf(manager, { kind: 'room', id: stay.id });
  return folioBalance({ status: stay.status, total: stay.totalPrice }, payments, await chargesOf(manager, [stay.id]));
}
