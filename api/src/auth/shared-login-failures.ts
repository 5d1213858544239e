import { Injectable } from '@nestjs/common';
import { SharedCounters } from '../common/rate-limit/shared-counters.js';
import { LoginFailureStore, type FailureTally } from './login-failures.js';

/**
 * The sign-in back-off's tallies in the shared counters (rate_limit_counters): every API
 * instance sees the same failures, and a restart does not unlock a guessed account. A tally is
 * a sliding window of `forgetAfterMs`, so its last failure is the window's end minus that.
 */
@Injectable()
export class SharedLoginFailureStore extends LoginFailureStore {
  constructor(private readonly counters: SharedCounters) {
    super();
  }

  async add(key: string, now: number, forgetAfterMs: number): Promise<FailureTally> {
    const window = await this.counters.increment(key, forgetAfterMs, now, { sliding: true });
    return { count: window.hits, lastAt: window.expiresAt - forgetAfterMs };
  }

  async get(key: string, now: number, forgetAfterMs: number): Promise<FailureTally | undefined> {
    const window = await this.counters.peek(key, now);
    return window && { count: window.hits, lastAt: window.expiresAt - forgetAfterMs };
  }

  clear(key: string): Promise<void> {
    return this.counters.reset(key);
  }
}
