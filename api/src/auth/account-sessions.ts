import type { EntityManager } from 'typeorm';
import { Session } from './session.entity.js';
import { sessionIdOf, type SessionData } from './session-id.js';

/** The parts of a staff account whose change decides which of its sessions survive. */
export interface AccountState {
  id: number;
  password: string;
  isActive: boolean;
}

/** Who made the change: their account and the session token they made it from. */
export interface AccountActor {
  staffId?: number;
  sessionToken?: string | undefined;
}

/**
 * Ends a staff account's sessions through the caller's transaction, so the change that
 * requires it (new password, deactivation, deletion) and the sign-outs commit together.
 * `keepToken` names the one session to spare. The user id lives in each row's JSON, so the
 * rows are read and filtered here; the table holds only live sessions and stays small.
 */
export async function endSessionsOf(manager: EntityManager, userId: number, keepToken?: string): Promise<void> {
  const keep = keepToken ? sessionIdOf(keepToken) : undefined;
  const rows = await manager.find(Session, { select: { sid: true, sess: true } });
  const theirs = rows
    .filter((row) => (row.sess as unknown as SessionData).userId === userId && row.sid !== keep)
    .map((row) => row.sid);
  if (theirs.length) await manager.delete(Session, theirs);
}

/**
 * A new password (set by an admin, reset from the command line, or changed by its owner)
 * ends every session of the account, except the one its owner changed it from; deactivating
 * ends them all; reactivating ends them all too, so a cookie from before a deactivation made
 * behind our back never comes back to life. Deleting the account ends them all.
 */
export async function endSessionsAfterChange(
  manager: EntityManager,
  before: AccountState,
  after: AccountState | undefined,
  actor: AccountActor = {},
): Promise<void> {
  if (!after) return endSessionsOf(manager, before.id);
  const newPassword = before.password !== after.password;
  const activeChanged = before.isActive !== after.isActive;
  if (!newPassword && !activeChanged) return;
  const ownChange = actor.staffId === after.id && after.isActive && !activeChanged;
  await endSessionsOf(manager, after.id, ownChange ? actor.sessionToken : undefined);
}
