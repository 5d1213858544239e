import { UnauthorizedException } from '@nestjs/common';
import { ERROR_MESSAGES } from '@lakeside/contracts';
import type { AdminUser } from '../auth/admin-user.entity.js';
import type { StaffRequest } from '../auth/staff-authorizer.js';

/** The signed-in staff member that @StaffOnly (or the order guard) put on the request. */
export function staffOf(request: StaffRequest): AdminUser {
  if (!request.staff) throw new UnauthorizedException(ERROR_MESSAGES.signInRequired);
  return request.staff;
}
