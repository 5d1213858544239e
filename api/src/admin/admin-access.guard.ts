import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ADMIN_RESOURCES, type AdminResourceName } from '@lakeside/contracts';
import { StaffAuthorizer, type StaffRequest } from '../auth/staff-authorizer.js';
import { CommonError } from '../common/errors/app-error.js';
import { AdminError } from './admin-errors.js';

const READS = new Set(['GET', 'HEAD']);

export function isAdminResource(name: string): name is AdminResourceName {
  return Object.hasOwn(ADMIN_RESOURCES, name);
}

/** The permission matrix of @lakeside/contracts, enforced per resource and method. */
@Injectable()
export class AdminAccessGuard implements CanActivate {
  constructor(private readonly authorizer: StaffAuthorizer) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<StaffRequest & { params: { resource?: string } }>();
    const name = request.params.resource ?? '';
    if (!isAdminResource(name)) throw new CommonError('common.notFound');
    const access = ADMIN_RESOURCES[name];
    if (READS.has(request.method)) {
      await this.authorizer.authorize(request, access.read);
      return true;
    }
    if (access.write.length === 0) {
      await this.authorizer.authorize(request, access.read);
      throw new AdminError('admin.readOnly');
    }
    await this.authorizer.authorize(request, access.write);
    return true;
  }
}
