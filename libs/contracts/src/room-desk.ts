/**
 * Room bookings made by staff at the desk (walk-in and phone guests): who may make and
 * cancel them, how they are paid, and the messages of that flow. The generic admin grid
 * keeps room bookings read-only (ADMIN_RESOURCES['room-bookings'].write is empty): a
 * booking must claim its nights, so it is only ever created by the booking services.
 */
import type { StaffRole } from './enums/staff.js';
import { POLICY_OVERRIDE_ROLES } from './policy-override.js';
import type { PaymentStatus } from './enums/payments.js';

/**
 * Roles allowed at the desk. Every role books walk-in and phone guests, and cancels as the
 * policy says (inside the free window, with the refund it gives); overriding the policy is for
 * POLICY_OVERRIDE_ROLES, with a reason.
 */
export const ROOM_DESK_ACCESS = {
  create: ['admin', 'manager', 'staff'],
  cancel: ['admin', 'manager', 'staff'],
  overridePolicy: POLICY_OVERRIDE_ROLES,
  /** Other dates or another room; a cheaper stay paid online is refunded the difference, per the policy. */
  move: ['admin', 'manager', 'staff'],
  /** Check-in, check-out and taking the payment of a pay-at-retreat booking. */
  frontDesk: ['admin', 'manager', 'staff'],
  /** A no-show is charged per the policy: a manager decides. */
  noShow: ['admin', 'manager'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** How a guest pays at the retreat's desk: cash in quetzales or dollars, or card. */
export const DESK_PAYMENT_METHODS = ['cash_gtq', 'cash_usd', 'card'] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

/** The currency a desk payment is counted in. */
export function deskPaymentCurrency(method: DeskPaymentMethod): 'GTQ' | 'USD' {
  return method === 'cash_gtq' ? 'GTQ' : 'USD';
}

/**
 * `paymentProvider` of a room booking made by staff: nothing is taken online, the guest
 * pays on arrival (the sauna's paymentStatus of the same name means the same thing).
 */
export const PAY_AT_RETREAT = 'pay_at_retreat' as const satisfies PaymentStatus;

/** Everything a room booking's `paymentProvider` can hold: online providers and the desk. */
export const ROOM_BOOKING_PAYMENT_PROVIDERS = ['paypal', 'recurrente', 'simulated', PAY_AT_RETREAT] as const;
