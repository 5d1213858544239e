/**
 * The refund staff choose when they cancel a booking (STAFF_REFUND_CHOICES), recorded as due
 * inside the cancellation's transaction: per the policy (all that is refundable inside the
 * free-cancellation window, nothing after it), in full, in part (the amount asked, at most what
 * is refundable: 422 payments.refundOverRefundable), or none. The same for rooms, sauna
 * sessions and event tickets; the caller settles the rows after the commit.
 */
import type { StaffCancellation } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import type { BookingPayment } from './booking-payment.entity.js';
import { recordRefundsDue, type BookingRef } from './booking-payments.js';

export type RefundChoice = Pick<StaffCancellation, 'refund' | 'refundAmount'>;

export const POLICY_REFUND: RefundChoice = { refund: 'policy', refundAmount: null };

export function recordChosenRefund(
  manager: EntityManager,
  booking: BookingRef,
  choice: RefundChoice,
  inFreeWindow: boolean,
): Promise<BookingPayment[]> {
  const requestId = `refund-${booking.kind}-${booking.id}`;
  switch (choice.refund) {
    case 'none':
      return Promise.resolve([]);
    case 'policy':
      return inFreeWindow ? recordRefundsDue(manager, booking, { requestId }) : Promise.resolve([]);
    case 'full':
      return recordRefundsDue(manager, booking, { requestId });
    case 'part':
      return recordRefundsDue(manager, booking, { requestId, amount: choice.refundAmount ?? '0.00' });
  }
}
