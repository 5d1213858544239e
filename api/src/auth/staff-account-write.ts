import { BadRequestException } from '@nestjs/common';
import { ERROR_MESSAGES, MIN_PASSWORD_LENGTH } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { endSessionsAfterChange, type AccountState } from './account-sessions.js';
import { hashPassword } from './password-hasher.js';
import type { RecordChange } from '../admin/admin-resource-definition.js';

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
    if (mode === 'create') throw passwordError('Password is required');
    return rest;
  }
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    throw passwordError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  return { ...rest, password: await hashPassword(password) };
}

function passwordError(message: string): BadRequestException {
  return new BadRequestException({
    message: ERROR_MESSAGES.validationFailed,
    errors: [{ field: 'password', message }],
  });
}

/** A console change to a staff account ends the sessions it invalidates (see endSessionsAfterChange). */
export async function staffAccountChanged(manager: EntityManager, change: RecordChange): Promise<void> {
  if (!change.before) return;
  await endSessionsAfterChange(manager, change.before as AccountState, change.after as AccountState | undefined, {
    staffId: change.staff.id,
    sessionToken: change.sessionToken,
  });
}
