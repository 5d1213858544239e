import { Body, Controller, Get, HttpCode, Inject, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  staffLanguageSchema,
  staffLoginSchema,
  staffUserReply,
  type StaffLanguageRequest,
  type StaffLoginParsed,
  type StaffUserReply,
} from '@lakeside/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { PublicWrite } from '../common/rate-limit/public-write.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { CommonError } from '../common/errors/app-error.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { AuthError } from './auth-errors.js';
import { AuthService } from './auth.service.js';
import { SESSION_COOKIE, sessionCookieOptions } from './session-cookie.js';
import { SessionService } from './session.service.js';
import { StaffAuthorizer, type StaffRequest } from './staff-authorizer.js';
import { StaffOnly } from './staff-only.decorator.js';
import { staffOf } from './staff-of.js';
import { toStaffView } from './staff-view.js';

/** A form submitted by the browser (it wants a page back), not a script's fetch. */
function isNavigation(request: FastifyRequest): boolean {
  return request.headers['sec-fetch-mode'] === 'navigate' || (request.headers.accept ?? '').includes('text/html');
}

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly authorizer: StaffAuthorizer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('api/auth/login')
  @ReplyContract(staffUserReply)
  @HttpCode(200)
  @PublicWrite()
  async login(
    @Body(new ZodPipe(staffLoginSchema)) credentials: StaffLoginParsed,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StaffUserReply> {
    const { user, token } = await this.auth.login(credentials, request.ip);
    await this.sessions.end(request.cookies[SESSION_COOKIE]); // the old session id never survives a login
    void reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(this.config));
    return toStaffView(user);
  }

  @Get('api/auth/user')
  @ReplyContract(staffUserReply)
  async user(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<StaffUserReply> {
    void reply.header('cache-control', 'no-store');
    const user = await this.sessions.resolve(request.cookies[SESSION_COOKIE]);
    if (!user) throw new CommonError('common.signInRequired');
    return toStaffView(user);
  }

  /** The console's language for the signed-in staff member (en | es), kept on their login. */
  @Put('api/auth/user/language')
  @StaffOnly()
  @ReplyContract(staffUserReply)
  async chooseLanguage(
    @Body(new ZodPipe(staffLanguageSchema)) { language }: StaffLanguageRequest,
    @Req() request: StaffRequest,
  ): Promise<StaffUserReply> {
    return toStaffView(await this.auth.chooseLanguage(staffOf(request), language));
  }

  /**
   * Signing out changes state, so it is a POST with the Origin check every staff write has: a
   * link or image on another site cannot sign anyone out. The site's user menu posts a small
   * form (a browser navigation, not a data call:
   * docs/requirements/pages-and-routes.md#layout-and-navigation) and is sent on with 303; the
   * console's fetch gets 204.
   */
  @Post('api/logout')
  @HttpCode(204)
  async logout(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Query('returnTo') returnTo?: string,
  ): Promise<void> {
    this.authorizer.assertTrustedOrigin(request);
    await this.signOut(request, reply);
    if (isNavigation(request)) void reply.redirect(this.safeReturnTo(returnTo), 303);
    else void reply.code(204).send();
  }

  /** A GET could be fired from any page (a link, an image), so it no longer signs out. */
  @Get('api/logout')
  logoutByLink(@Res({ passthrough: true }) reply: FastifyReply): never {
    void reply.header('allow', 'POST');
    throw new AuthError('auth.signOutByPost');
  }

  private async signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.sessions.end(request.cookies[SESSION_COOKIE]);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** Only our own front ends may be the target, so the link cannot be used as an open redirect. */
  private safeReturnTo(returnTo: string | undefined): string {
    const fallback = `${this.config.SITE_ORIGIN}/`;
    if (!returnTo) return fallback;
    try {
      const target = new URL(returnTo, fallback);
      return [this.config.SITE_ORIGIN, this.config.CONSOLE_ORIGIN].includes(target.origin)
        ? target.toString()
        : fallback;
    } catch {
      return fallback;
    }
  }
}
