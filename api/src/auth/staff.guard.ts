import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { StaffRole } from '@lakeside/contracts';
import { StaffAuthorizer, type StaffRequest } from './staff-authorizer.js';
import { STAFF_ROLES_KEY } from './staff-only.decorator.js';

/** Applies `@StaffOnly(...roles)`. */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authorizer: StaffAuthorizer,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const roles = this.reflector.getAllAndOverride<StaffRole[]>(STAFF_ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    await this.authorizer.authorize(context.switchToHttp().getRequest<StaffRequest>(), roles);
    return true;
  }
}
