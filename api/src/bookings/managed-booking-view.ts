/** The manage page's view of any booking, from what its kind knows about it. */
import { compareMoney, subtractMoney, type BookingKind, type ManagedBookingReply, type MoneyString } from '@lakeside/contracts';
import type { BookingPayment } from '../payments/booking-payment.entity.js';
import { captureBalances, DESK_PROVIDER, refundableFrom } from '../payments/booking-payments.js';
import { isFreeCancellation } from './cancellation-terms.js';

export interface ManagedFacts {
  kind: BookingKind;
  reference: string;
  status: ManagedBookingReply['status'];
  title: string;
  startDate: string;
  endDate: string | null;
  startTime: string | null;
  people: number;
  guestName: string;
  email: string;
  language: string;
  total: string;
  currency: string;
  freeCancellationUntil: Date | null;
  /** Whether the guest may still cancel (active, not started). */
  cancellable: boolean;
  /** Whether the guest may move it to other dates from the page (room stays only). */
  movable: boolean;
}

export function toManagedBookingView(facts: ManagedFacts, payments: BookingPayment[], now: Date): ManagedBookingReply {
  const { freeCancellationUntil, cancellable, movable, ...rest } = facts;
  const paidOnline = captureBalances(payments).length > 0;
  const refundable = cancellable && isFreeCancellation(freeCancellationUntil, now);
  return {
    ...rest,
    paidOnline,
    payments: payments.map((payment) => ({
      kind: payment.kind,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      at: payment.createdAt.toISOString(),
    })),
    freeCancellationUntil: freeCancellationUntil?.toISOString() ?? null,
    canCancel: cancellable,
    refundIfCancelledNow: refundable ? refundableFrom(payments) : '0.00',
    canChangeDates: movable,
    balanceDue: balanceDue(facts, payments),
  };
}

/**
 * What is left to pay: the total less what was paid online and not given back. Money taken at
 * the desk settles the booking whatever its currency (the desk takes the amount due, in
 * quetzales or dollars); a cancelled or expired booking owes nothing.
 */
function balanceDue(facts: ManagedFacts, payments: readonly BookingPayment[]): MoneyString {
  if (facts.status !== 'confirmed' && facts.status !== 'held') return '0.00';
  const atDesk = payments.some((row) => row.provider === DESK_PROVIDER && row.kind === 'capture' && row.status === 'completed');
  if (atDesk) return '0.00';
  const left = subtractMoney(facts.total, refundableFrom(payments));
  return compareMoney(left, '0') > 0 ? left : '0.00';
}
