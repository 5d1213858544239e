/**
 * A member added or edited in the console's generic grid gets what enrolment at the till gives:
 * a phone and an e-mail stored normalised (so lookups and the unique keys see one form), and
 * a membership number from its id — a typed-in LS-000200 would take the number enrolment gives
 * the 200th member.
 */
import { membershipNumber, normalizeEmail, normalizePhone } from '@lakeside/contracts';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { RecordChange } from '../admin/admin-resource-definition.js';
import { LoyaltyMember } from './loyalty-member.entity.js';

export function prepareMember(
  input: Record<string, unknown>,
  mode: 'create' | 'update',
): Promise<Record<string, unknown>> {
  const prepared = { ...input };
  if (typeof input.phone === 'string') prepared.phone = normalizePhone(input.phone);
  if (typeof input.email === 'string') prepared.email = normalizeEmail(input.email) || null;
  if (mode === 'create') prepared.membershipNumber = `tmp-${randomUUID().slice(0, 16)}`;
  return Promise.resolve(prepared);
}

export async function numberNewMember(manager: EntityManager, change: RecordChange): Promise<void> {
  if (change.before || !change.after) return;
  const id = Number(change.after.id);
  await manager.update(LoyaltyMember, { id }, { membershipNumber: membershipNumber(id) });
}
