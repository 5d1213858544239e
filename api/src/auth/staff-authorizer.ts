import { Inject, Injectable } from '@nestjs/common';
import type { StaffRole } from '@lakeside/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import type { AdminUser } from './admin-user.entity.js';
import { SESSION_COOKIE } from './session-cookie.js';
import { SessionService } from './session.service.js';
import { CommonError } from '../common/errors/app-error.js';
import { AuthError } from './auth-errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type StaffRequest = FastifyRequest & { staff?: AdminUser };

/** The one decision behind every staff endpoint: right origin, signed in, allowed role. */
@Injectable()
export class StaffAuthorizer {
  private readonly trustedOrigins: Set<string>;

  constructor(
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.trustedOrigins = new Set([config.CONSOLE_ORIGIN, config.SITE_ORIGIN]);
  }

  /** 403 cross-site write, 401 signed out, 403 wrong role; otherwise the staff member, kept on the request. */
  async authorize(request: StaffRequest, allowed: readonly StaffRole[]): Promise<AdminUser> {
    this.assertTrustedOrigin(request);
    const user = await this.sessions.resolve(request.cookies[SESSION_COOKIE]);
    if (!user) throw new CommonError('common.signInRequired');
    if (!allowed.includes(user.role)) throw new CommonError('common.forbidden');
    request.staff = user;
    return user;
  }

  /** 403 for a state-changing request whose Origin is not one of our front ends. */
  assertTrustedOrigin(request: FastifyRequest): void {
    // SameSite=Lax already keeps the cookie off cross-site POSTs; checking Origin as well
    // covers older browsers and same-site subdomains.
    if (!SAFE_METHODS.has(request.method) && !this.trustedOrigins.has(request.headers.origin ?? '')) {
      throw new AuthError('auth.crossSite');
    }
  }
}
