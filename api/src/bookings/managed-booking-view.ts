/** The manage page's view of any booking, from what its kind knows about it. */
import type { BookingKind, ManagedBookingReply } from '@lakeside/contracts';
import type { BookingPayment } from '../payments/booking-payment.entity.js';
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
}

export function toManagedBookingView(facts: ManagedFacts, payments: BookingPayment[], now: Date): ManagedBookingReply {
  const { freeCancellationUntil, cancellable, ...rest } = facts;
  const capture = payments.find((payment) => payment.kind === 'capture' && payment.status === 'completed');
  const refundable = cancellable && capture !== undefined && isFreeCancellation(freeCancellationUntil, now);
  return {
    ...rest,
    paidOnline: capture !== undefined,
    payments: payments.map((payment) => ({
      kind: payment.kind,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      at: payment.createdAt.toISOString(),
    })),
    freeCancellationUntil: freeCancellationUntil?.toISOString() ?? null,
    canCancel: cancellable,
    refundIfCancelledNow: refundable ? capture.amount : '0.00',
  };
}
