import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { MIN_PASSWORD_LENGTH, STAFF_ROLES, type StaffRole } from '@lakeside/contracts';
import { runWriteTransaction } from '../database/write-transaction.js';
import { endSessionsAfterChange } from './account-sessions.js';
import { AdminUser } from './admin-user.entity.js';
import { hashPassword } from './password-hasher.js';

export interface StaffAccountRequest {
  username: string;
  role: StaffRole;
  /** Omitted: a strong one is generated and returned once. */
  password?: string;
  displayName?: string;
}

/** A random password that is easy to type from a printout: 4 groups of 5 base32 characters. */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(20);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return chars.match(/.{5}/g)?.join('-') ?? chars;
}

/**
 * Creates the staff account, or resets its password and role when the username exists
 * (`npm run staff:create` doubles as a password reset, which signs the account out
 * everywhere). Returns the password in clear once.
 */
export async function createOrResetStaffAccount(
  dataSource: DataSource,
  request: StaffAccountRequest,
): Promise<{ created: boolean; password: string }> {
  if (!STAFF_ROLES.includes(request.role)) throw new Error(`Role must be one of: ${STAFF_ROLES.join(', ')}`);
  const password = request.password ?? generatePassword();
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new Error(`Passwords need at least ${MIN_PASSWORD_LENGTH} characters`);
  const hash = await hashPassword(password);
  return runWriteTransaction(dataSource, async (manager) => {
    const users = manager.getRepository(AdminUser);
    const existing = await users.findOneBy({ username: request.username });
    if (existing) {
      const changes = {
        password: hash,
        role: request.role,
        isActive: true,
        displayName: request.displayName ?? existing.displayName,
      };
      await users.update({ id: existing.id }, changes);
      await endSessionsAfterChange(manager, existing, { ...existing, ...changes });
      return { created: false, password };
    }
    await users.insert({
      username: request.username,
      password: hash,
      role: request.role,
      displayName: request.displayName ?? null,
      isActive: true,
    });
    return { created: true, password };
  });
}
