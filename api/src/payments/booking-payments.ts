/**
 * Writes booking_payments rows inside the caller's transaction, so a capture is recorded with
 * the confirmation it pays for, and a refund with the cancellation that owes it.
 */
import type { BookingKind } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { BookingPayment } from './booking-payment.entity.js';

/** What the provider reported for a completed capture. */
export interface CapturedPayment {
  provider: string;
  captureId: string | null;
  amount: string;
  currency: string;
}

export interface BookingRef {
  kind: BookingKind;
  id: number;
}

/** Records the capture that paid `booking`; a second call for the same booking changes nothing. */
export async function recordCapture(manager: EntityManager, booking: BookingRef, paid: CapturedPayment): Promise<void> {
  const requestId = `capture-${booking.kind}-${booking.id}`;
  if (await manager.existsBy(BookingPayment, { requestId })) return;
  await manager.insert(BookingPayment, {
    bookingKind: booking.kind,
    bookingId: booking.id,
    kind: 'capture',
    provider: paid.provider,
    providerReference: paid.captureId,
    amount: paid.amount,
    currency: paid.currency,
    status: 'completed',
    requestId,
    failureReason: null,
  });
}

/**
 * Records a refund owed to the guest as pending, before the provider is asked: if the process
 * dies in between, the row says a refund is due, and its requestId makes the retry safe.
 */
export async function recordRefundDue(
  manager: EntityManager,
  booking: BookingRef,
  refund: { provider: string; amount: string; currency: string; requestId: string },
): Promise<BookingPayment> {
  const { identifiers } = await manager.insert(BookingPayment, {
    bookingKind: booking.kind,
    bookingId: booking.id,
    kind: 'refund',
    provider: refund.provider,
    providerReference: null,
    amount: refund.amount,
    currency: refund.currency,
    status: 'pending',
    requestId: refund.requestId,
    failureReason: null,
  });
  return manager.findOneByOrFail(BookingPayment, { id: (identifiers[0] as { id: number }).id });
}

/** The completed capture of a booking, which a refund goes against. */
export function captureOf(manager: EntityManager, booking: BookingRef): Promise<BookingPayment | null> {
  return manager.findOneBy(BookingPayment, {
    bookingKind: booking.kind,
    bookingId: booking.id,
    kind: 'capture',
    status: 'completed',
  });
}

export function paymentsOf(manager: EntityManager, booking: BookingRef): Promise<BookingPayment[]> {
  return manager.find(BookingPayment, {
    where: { bookingKind: booking.kind, bookingId: booking.id },
    order: { id: 'ASC' },
  });
}
