import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { LessThan, type Repository } from 'typeorm';
import { JobScheduler } from '../common/scheduler/job-scheduler.js';
import { AdminUser } from './admin-user.entity.js';
import { Session } from './session.entity.js';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session-cookie.js';
import { sessionIdOf as digest, type SessionData } from './session-id.js';

/** Writing lastSeenAt on every request would be a write per click; once a minute is enough. */
const TOUCH_EVERY_MS = 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Server-side staff sessions in the `sessions` table. The browser holds a random token; the
 * table holds only its SHA-256, so a copy of the database cannot be used to sign in.
 */
@Injectable()
export class SessionService implements OnModuleInit {
  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @InjectRepository(AdminUser) private readonly users: Repository<AdminUser>,
    private readonly scheduler: JobScheduler,
  ) {}

  /** Starts a new session (a new id every login: no fixation) and returns the cookie's token. */
  async start(userId: number, now = Date.now()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const sess: SessionData = { userId, createdAt: now, lastSeenAt: now };
    await this.sessions.insert({ sid: digest(token), sess: { ...sess }, expire: expiry(sess) });
    return token;
  }

  /** The active staff user behind a token, or undefined when missing, expired or disabled. */
  async resolve(token: string | undefined, now = Date.now()): Promise<AdminUser | undefined> {
    if (!token) return undefined;
    const sid = digest(token);
    const row = await this.sessions.findOneBy({ sid });
    if (!row) return undefined;
    const sess = row.sess as unknown as SessionData;
    if (expiry(sess).getTime() <= now) {
      await this.sessions.delete({ sid });
      return undefined;
    }
    const user = await this.users.findOneBy({ id: sess.userId, isActive: true });
    if (!user) {
      // A deactivated (or deleted) account's cookie is spent, even if it is reactivated later.
      await this.sessions.delete({ sid });
      return undefined;
    }
    if (now - sess.lastSeenAt >= TOUCH_EVERY_MS) {
      const touched = { ...sess, lastSeenAt: now };
      await this.sessions.update({ sid }, { sess: { ...touched }, expire: expiry(touched) });
    }
    return user;
  }

  async end(token: string | undefined): Promise<void> {
    if (token) await this.sessions.delete({ sid: digest(token) });
  }

  /** Once across API instances (the scheduler's lease), not once per instance. */
  onModuleInit(): void {
    this.scheduler.register({ name: 'session-sweep', everyMs: SWEEP_EVERY_MS, run: () => this.sweep() });
  }

  /** Removes expired rows so the table stays small. */
  async sweep(now = Date.now()): Promise<void> {
    await this.sessions.delete({ expire: LessThan(new Date(now)) });
  }
}

function expiry(sess: SessionData): Date {
  return new Date(Math.min(sess.lastSeenAt + SESSION_IDLE_MS, sess.createdAt + SESSION_ABSOLUTE_MS));
}
