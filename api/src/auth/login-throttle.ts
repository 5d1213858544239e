import { Injectable } from '@nestjs/common';
import { LoginFailureStore, type FailureTally } from './login-failures.js';

/**
 * Failures allowed before a lock, per kind of key; each further failure doubles the lock.
 * One username from one address gets a few tries: that is where a typo-prone user or a
 * guesser sits. The username from everywhere gets many more, so a guesser cannot lock the
 * real user out from another network, yet a guesser spread over many addresses still slows down.
 */
export const FREE_ATTEMPTS_PER_ADDRESS = 5;
export const FREE_ATTEMPTS_PER_ACCOUNT = 30;
const FIRST_LOCK_MS = 30_000;
const LONGEST_LOCK_MS = 15 * 60_000;
/** A tally with no failure for this long is forgotten (well past the longest lock). */
const FORGET_AFTER_MS = 60 * 60_000;

export interface LoginAttempt {
  username: string;
  /** The client's address as the API sees it (our proxies' X-Forwarded-For only). */
  address: string;
}

/**
 * Progressive back-off on staff sign-in, on top of the per-address rate limit: after five
 * wrong passwords for one username from one address, that pair waits 30 s, then 1 min,
 * 2 min … up to 15 min; after thirty from anywhere, the username does.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly store: LoginFailureStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds this attempt must still wait, 0 when it may try. */
  async waitFor(attempt: LoginAttempt): Promise<number> {
    const now = this.now();
    const [pair, account] = await Promise.all([
      this.store.get(pairKey(attempt), now, FORGET_AFTER_MS),
      this.store.get(accountKey(attempt), now, FORGET_AFTER_MS),
    ]);
    return Math.max(
      remaining(pair, FREE_ATTEMPTS_PER_ADDRESS, now),
      remaining(account, FREE_ATTEMPTS_PER_ACCOUNT, now),
      0,
    );
  }

  async failed(attempt: LoginAttempt): Promise<void> {
    const now = this.now();
    await Promise.all([
      this.store.add(pairKey(attempt), now, FORGET_AFTER_MS),
      this.store.add(accountKey(attempt), now, FORGET_AFTER_MS),
    ]);
  }

  /** The right password proves the user: both tallies start again. */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await Promise.all([this.store.clear(pairKey(attempt)), this.store.clear(accountKey(attempt))]);
  }
}

function remaining(tally: FailureTally | undefined, free: number, now: number): number {
  if (!tally || tally.count < free) return 0;
  const lock = Math.min(FIRST_LOCK_MS * 2 ** (tally.count - free), LONGEST_LOCK_MS);
  return tally.lastAt + lock - now;
}

function normalised(username: string): string {
  return username.trim().toLowerCase();
}

function accountKey({ username }: LoginAttempt): string {
  return `login:account:${normalised(username)}`;
}

function pairKey({ username, address }: LoginAttempt): string {
  return `login:address:${normalised(username)}|${address}`;
}
