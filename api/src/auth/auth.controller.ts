import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ERROR_MESSAGES, staffLoginSchema, type StaffLoginParsed } from '@lakeside/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { PublicWrite } from '../common/rate-limit/public-write.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { AuthService } from './auth.service.js';
import { SESSION_COOKIE, sessionCookieOptions } from './session-cookie.js';
import { SessionService } from './session.service.js';
import { toStaffView, type StaffView } from './staff-view.js';

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('api/auth/login')
  @HttpCode(200)
  @PublicWrite()
  async login(
    @Body(new ZodPipe(staffLoginSchema)) credentials: StaffLoginParsed,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StaffView> {
    const { user, token } = await this.auth.login(credentials, request.ip);
    await this.sessions.end(request.cookies[SESSION_COOKIE]); // the old session id never survives a login
    void reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(this.config));
    return toStaffView(user);
  }

  @Get('api/auth/user')
  async user(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<StaffView> {
    void reply.header('cache-control', 'no-store');
    const user = await this.sessions.resolve(request.cookies[SESSION_COOKIE]);
    if (!user) throw new UnauthorizedException(ERROR_MESSAGES.signInRequired);
    return toStaffView(user);
  }

  /** A browser navigation (spec: the user menu's sign-out link); POST works too for the console. */
  @Get('api/logout')
  async logoutByLink(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Query('returnTo') returnTo?: string,
  ): Promise<void> {
    await this.signOut(request, reply);
    void reply.redirect(this.safeReturnTo(returnTo), 302);
  }

  @Post('api/logout')
  @HttpCode(204)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.signOut(request, reply);
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
