import type { AdminUser } from './admin-user.entity.js';

/** How a staff member is named to people: their display name, or their username without one. */
export function staffName(staff: Pick<AdminUser, 'displayName' | 'username'>): string {
  return staff.displayName || staff.username;
}
