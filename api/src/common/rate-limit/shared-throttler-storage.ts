import type { ThrottlerStorage } from '@nestjs/throttler';
import type { SharedCounters } from './shared-counters.js';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * @nestjs/throttler's storage on the shared counters: a fixed window of `ttl` per client and
 * endpoint. Past the limit the client is refused until the window ends (our throttlers set no
 * separate block duration).
 */
export class SharedThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly counters: SharedCounters) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    _blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const now = Date.now();
    const { hits, expiresAt } = await this.counters.increment(`throttle:${throttlerName}:${key}`, ttl, now);
    const secondsLeft = Math.max(1, Math.ceil((expiresAt - now) / 1000));
    const isBlocked = hits > limit;
    return { totalHits: hits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }
}
