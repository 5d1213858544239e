import { MIN_PASSWORD_LENGTH } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { endSessionsAfterChange, type AccountState } from './account-sessions.js';
import { hashPassword } from './password-hasher.js';
import type { RecordChange } from '../admin/admin-resource-definition.js';
import { fieldError } from '../common/errors/field-error.js';

/**
 * Staff accounts through the console: the password arrives in clear over TLS, is stored only
 * as an argon2id hash, and is required when the account is created. Leaving it out of an
 * update keeps the current one.
 */
export async function staffAccountWrite(
  input: Record<string, unknown>,
  mode: 'create' | 'update',
): Promise<Record<string, unknown>> {
  const { password, ...rest } = input;
  if (password === undefined || password === '') {
    if (mode === 'create') throw fieldError('password', 'Password is required');
    return rest;
  }
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    throw fieldError('password', `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  return { ...rest, password: await hashPassword(password) };
}

/** A console change to a staff account ends the sessions it invalidates (see endSessionsAfterChange). */
export async function staffAccountChanged(manager: EntityManager, change: RecordChange): Promise<void> {
  if (!change.before) return;
  await endSessionsAfterChange(manager, change.before as AccountState, change.after as AccountState | undefined, {
    staffId: change.staff.id,
    sessionToken: change.sessionToken,
  });
}
