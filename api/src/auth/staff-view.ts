import type { StaffRole } from '@lakeside/contracts';
import type { AdminUser } from './admin-user.entity.js';

/** What the browser learns about the signed-in staff member (never the hash). */
export interface StaffView {
  id: number;
  username: string;
  role: StaffRole;
  displayName: string | null;
  /** The spec's user menu reads firstName / lastName. */
  firstName: string | null;
  lastName: string | null;
}

export function toStaffView(user: AdminUser): StaffView {
  const [firstName = null, ...rest] = (user.displayName ?? '').split(' ').filter(Boolean);
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    displayName: user.displayName,
    firstName,
    lastName: rest.length ? rest.join(' ') : null,
  };
}
