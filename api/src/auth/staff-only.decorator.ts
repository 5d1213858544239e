import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { STAFF_ROLES, type StaffRole } from '@lakeside/contracts';
import { StaffGuard } from './staff.guard.js';

export const STAFF_ROLES_KEY = 'lakeside:staff-roles';

/**
 * Staff endpoints: 401 when signed out, 403 when the role may not do this. With no roles
 * given, any signed-in staff member may; the permission matrix lives beside each controller.
 */
export function StaffOnly(...roles: StaffRole[]): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(STAFF_ROLES_KEY, roles.length ? roles : [...STAFF_ROLES]), UseGuards(StaffGuard));
}
