/**
 * Staff actions on private sauna sessions and event tickets at the desk (the console's
 * session booking dialog): cancel with a refund choice, take a pay-at-retreat payment, record
 * the guest as attended or as a no-show. Roles are checked by the server.
 */
import type { StaffRole } from './enums/staff.js';
import { POLICY_OVERRIDE_ROLES } from './policy-override.js';

/** The kinds of booking these actions serve (rooms have their own desk, ROOM_DESK_ACCESS). */
export const SESSION_BOOKING_KINDS = ['sauna', 'event'] as const;
export type SessionBookingKind = (typeof SESSION_BOOKING_KINDS)[number];

/**
 * Every role cancels a booking as the policy says: inside the free-cancellation window, with
 * the refund the policy gives. Anything else overrides the policy — cancelling after the window,
 * or giving back more or less than the policy says — and needs a manager and a reason.
 */
export const SESSION_DESK_ACCESS = {
  cancel: ['admin', 'manager', 'staff'],
  overridePolicy: POLICY_OVERRIDE_ROLES,
  /** Taking a pay-at-retreat payment, and marking the guest as attended. */
  frontDesk: ['admin', 'manager', 'staff'],
  /** A no-show is charged per the policy (the retreat keeps what was paid): a manager decides. */
  noShow: ['admin', 'manager'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** Where a sauna or event booking stands, read from its row (the rooms' statuses, in words). */
export const SESSION_BOOKING_STATES = ['held', 'confirmed', 'cancelled', 'expired'] as const;
export type SessionBookingState = (typeof SESSION_BOOKING_STATES)[number];
