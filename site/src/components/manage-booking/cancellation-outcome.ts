/**
 * What cancelling means for this booking, in the terms of docs/requirements/policies.md:
 * the API decides the money (refundIfCancelledNow); the page only says it in words. Kept
 * apart from the markup so the page, its confirmation step and the tests read one answer.
 */
import type { ManagedBookingReply } from '@lakeside/contracts';

export type CancellationOutcome =
  /** Inside the free window: the whole amount paid online comes back. */
  | { kind: 'refund'; amount: string }
  /** Paid online, outside the window (or sold before the terms were recorded: `noTerms`). */
  | { kind: 'kept'; amount: string; noTerms: boolean }
  /** Pay at the retreat (or not paid yet): nothing was taken, nothing to give back. */
  | { kind: 'nothingToRefund' };

export function cancellationOutcome(booking: ManagedBookingReply): CancellationOutcome {
  if (!booking.paidOnline) return { kind: 'nothingToRefund' };
  if (Number(booking.refundIfCancelledNow) > 0) return { kind: 'refund', amount: booking.refundIfCancelledNow };
  return { kind: 'kept', amount: paidAmount(booking), noTerms: booking.freeCancellationUntil === null };
}

/** What was paid online: the completed captures (a booking has one; the sum is still right with more). */
export function paidAmount(booking: ManagedBookingReply): string {
  const cents = booking.payments
    .filter((payment) => payment.kind === 'capture' && payment.status === 'completed')
    .reduce((sum, payment) => sum + Math.round(Number(payment.amount) * 100), 0);
  return (cents / 100).toFixed(2);
}

/** Whether the free window is still open at `now` (up to and including its minute, as the API counts). */
export function freeWindowOpen(booking: ManagedBookingReply, now: Date): boolean {
  return booking.freeCancellationUntil !== null && now.getTime() <= Date.parse(booking.freeCancellationUntil);
}

/** The refund the cancellation started, if any: the newest refund row. */
export function latestRefund(booking: ManagedBookingReply) {
  return booking.payments.filter((payment) => payment.kind === 'refund').at(-1);
}
