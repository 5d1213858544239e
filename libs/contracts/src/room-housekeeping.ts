/**
 * Who may move a room's housekeeping status, and to what: any staff member cleans a dirty
 * room, a manager inspects a clean one, and anyone may send a room back to dirty (a guest
 * spilled coffee, the inspection failed). Check-out makes the room dirty by itself. The API
 * refuses every other move, and the console offers only these (housekeepingMoves).
 */
import { z } from 'zod';
import { HOUSEKEEPING_STATUSES, type HousekeepingStatus } from './enums/rooms.js';
import type { StaffRole } from './enums/staff.js';
import { MESSAGES } from './messages.js';

/** Roles that may see the status board and clean; roles that inspect. */
export const ROOM_HOUSEKEEPING_ACCESS = {
  board: ['admin', 'manager', 'staff'],
  inspect: ['admin', 'manager'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** A room with no housekeeping row has never been checked out of since tracking began. */
export const DEFAULT_HOUSEKEEPING_STATUS: HousekeepingStatus = 'clean';

/** The moves from `from` in the order the console offers them (the usual next step first). */
const MOVES: Record<HousekeepingStatus, readonly HousekeepingStatus[]> = {
  dirty: ['clean'],
  clean: ['inspected', 'dirty'],
  inspected: ['dirty'],
};

/** Whether the move is in the order at all, whoever makes it. */
export function isHousekeepingMove(from: HousekeepingStatus, to: HousekeepingStatus): boolean {
  return MOVES[from].includes(to);
}

/** The moves `role` may make from `from`, the usual next step first. */
export function housekeepingMoves(from: HousekeepingStatus, role: StaffRole): HousekeepingStatus[] {
  const inspects = (ROOM_HOUSEKEEPING_ACCESS.inspect as readonly StaffRole[]).includes(role);
  return MOVES[from].filter((to) => to !== 'inspected' || inspects);
}

/** POST /api/rooms/:id/housekeeping. */
export const housekeepingChangeSchema = z.object({
  status: z.enum(HOUSEKEEPING_STATUSES, { error: MESSAGES.invalidInput }),
});
export type HousekeepingChange = z.infer<typeof housekeepingChangeSchema>;
