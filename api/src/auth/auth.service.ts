import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { Repository } from 'typeorm';
import type { Language, StaffLoginParsed } from '@lakeside/contracts';
import { AdminUser } from './admin-user.entity.js';
import { AuthError } from './auth-errors.js';
import { LoginThrottle } from './login-throttle.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { SessionService } from './session.service.js';

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
    if (wait > 0) throw new AuthError('auth.signInLocked');

    const user = await this.users.findOneBy({ username: username.trim(), isActive: true });
    const matches = await verifyPassword(user?.password ?? (await this.dummyHash), password);
    if (!user || !matches) {
      await this.throttle.failed(attempt);
      throw new AuthError('auth.invalidCredentials');
    }
    await this.throttle.succeeded(attempt);
    await this.users.update({ id: user.id }, { lastLoginAt: new Date() });
    return { user, token: await this.sessions.start(user.id) };
  }

  /** The console's language this staff member chose; it follows them to any device they sign in on. */
  async chooseLanguage(user: AdminUser, language: Language): Promise<AdminUser> {
    await this.users.update({ id: user.id }, { language });
    return { ...user, language };
  }
}
