/**
 * Who may cancel a booking at the desk with which refund (docs/requirements/policies.md#free-cancellation).
 * The policy gives everything refundable inside the free window and nothing after it: any desk
 * staff may cancel so. Giving another amount, or cancelling after the window at all, overrides
 * the policy: a manager (403 desk.overrideNeedsManager), with a reason for the audit log (400
 * desk.reasonRequired on `reason`). An amount over the refundable is refused first (422), whoever
 * asks. The same rule for rooms, sauna sessions and event tickets.
 */
import {
  compareMoney,
  errorMessage,
  moneyEquals,
  POLICY_OVERRIDE_ROLES,
  type StaffCancellation,
  type StaffRole,
} from '@lakeside/contracts';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { PaymentError } from '../payments/payment-errors.js';
import { SessionDeskError } from './session-desk/session-desk-errors.js';

export function checkPolicyOverride(
  input: Pick<StaffCancellation, 'refund' | 'refundAmount' | 'reason'>,
  staff: Pick<AdminUser, 'role'>,
  inWindow: boolean,
  refundable: string,
): void {
  const policy = inWindow ? refundable : '0.00';
  const chosen = { policy, full: refundable, part: input.refundAmount ?? '0.00', none: '0.00' }[input.refund];
  if (compareMoney(chosen, refundable) > 0) {
    throw new PaymentError('payments.refundOverRefundable', { params: { refundable } });
  }
  if (inWindow && moneyEquals(chosen, policy)) return;
  if (!(POLICY_OVERRIDE_ROLES as readonly StaffRole[]).includes(staff.role)) {
    throw new SessionDeskError('desk.overrideNeedsManager');
  }
  if (!input.reason) {
    throw new SessionDeskError('desk.reasonRequired', {
      errors: [{ field: 'reason', message: errorMessage('desk.reasonRequired') }],
    });
  }
}
