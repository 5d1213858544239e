import { Injectable } from '@nestjs/common';

/** Failures allowed before a username is locked; each further failure doubles the lock. */
const FREE_ATTEMPTS = 5;
const FIRST_LOCK_MS = 30_000;
const LONGEST_LOCK_MS = 15 * 60_000;

interface Record {
  failures: number;
  lockedUntil: number;
}

/**
 * Back-off per username (on top of the per-address rate limit): after five wrong passwords
 * a username waits 30 s, then 1 min, 2 min … up to 15 min, whoever is guessing.
 */
@Injectable()
export class LoginThrottle {
  private readonly records = new Map<string, Record>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Milliseconds the username must still wait, 0 when it may try. */
  waitFor(username: string): number {
    const record = this.records.get(key(username));
    return record ? Math.max(0, record.lockedUntil - this.now()) : 0;
  }

  failed(username: string): void {
    const record = this.records.get(key(username)) ?? { failures: 0, lockedUntil: 0 };
    record.failures += 1;
    if (record.failures >= FREE_ATTEMPTS) {
      const lock = Math.min(FIRST_LOCK_MS * 2 ** (record.failures - FREE_ATTEMPTS), LONGEST_LOCK_MS);
      record.lockedUntil = this.now() + lock;
    }
    this.records.set(key(username), record);
  }

  succeeded(username: string): void {
    this.records.delete(key(username));
  }
}

function key(username: string): string {
  return username.trim().toLowerCase();
}
