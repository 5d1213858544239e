import { CommonError } from '../common/errors/app-error.js';
import type { AdminUser } from './admin-user.entity.js';
import type { StaffRequest } from './staff-authorizer.js';

/**
 * The signed-in staff member that @StaffOnly, the admin access guard or the order guard put
 * on the request; a handler reached without one answers 401, never acts as nobody.
 */
export function staffOf(request: StaffRequest): AdminUser {
  if (!request.staff) throw new CommonError('common.signInRequired');
  return request.staff;
}
