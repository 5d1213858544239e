import type { StaffRole } from './enums/staff.js';

/**
 * Who may override the cancellation policy at the desk — cancel after the free window, or give
 * back more or less than the policy says — always with a reason (docs/requirements/policies.md#free-cancellation).
 * Every desk role cancels as the policy says. The same for rooms, sauna sessions and events.
 */
export const POLICY_OVERRIDE_ROLES = ['admin', 'manager'] as const satisfies readonly StaffRole[];
