import {
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERROR_MESSAGES, type StaffRole } from '@lakeside/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import type { AdminUser } from './admin-user.entity.js';
import { SESSION_COOKIE } from './session-cookie.js';
import { SessionService } from './session.service.js';
import { STAFF_ROLES_KEY } from './staff-only.decorator.js';

export const CROSS_SITE_MESSAGE = 'This request did not come from the staff console and was refused.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type StaffRequest = FastifyRequest & { staff?: AdminUser };

@Injectable()
export class StaffGuard implements CanActivate {
  private readonly trustedOrigins: Set<string>;

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.trustedOrigins = new Set([config.CONSOLE_ORIGIN, config.SITE_ORIGIN]);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<StaffRequest>();
    // SameSite=Lax already keeps the cookie off cross-site POSTs; checking Origin as well
    // covers older browsers and same-site subdomains.
    if (!SAFE_METHODS.has(request.method) && !this.trustedOrigins.has(request.headers.origin ?? '')) {
      throw new ForbiddenException(CROSS_SITE_MESSAGE);
    }
    const user = await this.sessions.resolve(request.cookies[SESSION_COOKIE]);
    if (!user) throw new UnauthorizedException(ERROR_MESSAGES.signInRequired);
    const allowed = this.reflector.getAllAndOverride<StaffRole[]>(STAFF_ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!allowed.includes(user.role)) throw new ForbiddenException(ERROR_MESSAGES.forbidden);
    request.staff = user;
    return true;
  }
}
