import type { StaffUserReply } from '@lakeside/contracts';
import type { AdminUser } from './admin-user.entity.js';

/** What the browser learns about the signed-in staff member (never the hash): the contracts' staffUserReply. */
export function toStaffView(user: AdminUser): StaffUserReply {
  const [firstName = null, ...rest] = (user.displayName ?? '').split(' ').filter(Boolean);
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    displayName: user.displayName,
    firstName,
    lastName: rest.length ? rest.join(' ') : null,
    language: user.language,
  };
}
