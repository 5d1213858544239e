import type { EntityMetadata } from 'typeorm';
import type { AdminUser } from '../auth/admin-user.entity.js';

/**
 * Columns only the server writes, on every resource that has them: who created or approved a
 * row, when someone last signed in. react-admin posts the whole record back on edit, so a form
 * that sends them is not an error: they are dropped, as ids and timestamps are, and the server
 * fills in the ones that name a staff member.
 */
const SERVER_OWNED = ['createdBy', 'approvedBy', 'performedBy', 'lastLoginAt'] as const;

export function serverOwnedColumns(metadata: EntityMetadata, extra: readonly string[] = []): Set<string> {
  const present = (name: string) => metadata.columns.some((column) => column.propertyName === name);
  return new Set([...SERVER_OWNED, ...extra].filter(present));
}

export function withoutServerOwned(input: Record<string, unknown>, owned: Set<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([field]) => !owned.has(field)));
}

/** The staff member behind a write, where the row records one: its creator, or who approved it. */
export function stampStaff(
  owned: Set<string>,
  data: Record<string, unknown>,
  staff: AdminUser,
  mode: 'create' | 'update',
): Record<string, unknown> {
  const stamped = { ...data };
  if (mode === 'create' && owned.has('createdBy')) stamped.createdBy = staff.id;
  if (owned.has('approvedBy') && 'approvedAt' in data) stamped.approvedBy = data.approvedAt ? staff.id : null;
  return stamped;
}
