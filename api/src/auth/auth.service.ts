import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { Repository } from 'typeorm';
import { MESSAGES, type StaffLoginParsed } from '@lakeside/contracts';
import { AdminUser } from './admin-user.entity.js';
import { LoginThrottle } from './login-throttle.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { SessionService } from './session.service.js';

export const LOGIN_LOCKED_MESSAGE = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';

@Injectable()
export class AuthService {
  /** Verified against when the username is unknown, so both failures take the same time. */
  private readonly dummyHash = hashPassword(randomBytes(16).toString('hex'));

  constructor(
    @InjectRepository(AdminUser) private readonly users: Repository<AdminUser>,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
  ) {}

  /** Checks the credentials and starts a session; one vague message for every failure. */
  async login({ username, password }: StaffLoginParsed, address: string): Promise<{ user: AdminUser; token: string }> {
    const attempt = { username, address };
    const wait = await this.throttle.waitFor(attempt);
    if (wait > 0) throw new HttpException({ message: LOGIN_LOCKED_MESSAGE }, HttpStatus.TOO_MANY_REQUESTS);

    const user = await this.users.findOneBy({ username: username.trim(), isActive: true });
    const matches = await verifyPassword(user?.password ?? (await this.dummyHash), password);
    if (!user || !matches) {
      await this.throttle.failed(attempt);
      throw new UnauthorizedException(MESSAGES.invalidCredentials);
    }
    await this.throttle.succeeded(attempt);
    await this.users.update({ id: user.id }, { lastLoginAt: new Date() });
    return { user, token: await this.sessions.start(user.id) };
  }
}
