import { Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { errorMessage } from '@lakeside/contracts';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { CounterSweeper } from './counter-sweeper.js';
import { DatabaseCounters, SharedCounters } from './shared-counters.js';
import { SharedThrottlerStorage } from './shared-throttler-storage.js';

/**
 * Counters for public writes, per client address and endpoint (the address comes from our own
 * proxies' X-Forwarded-For hops only, see trusted-proxies.ts). The counters live in the database
 * (SharedCounters), so every API instance counts against one limit and a restart forgets nothing.
 * SharedCounters is exported for other per-key limits, such as the sign-in back-off.
 */
@Global()
@Module({
  providers: [{ provide: SharedCounters, useClass: DatabaseCounters }, CounterSweeper],
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, SharedCounters],
      useFactory: (config: AppConfig, counters: SharedCounters) => ({
        // Named 'default' so a 429 carries the standard Retry-After header.
        throttlers: [{ name: 'default', ttl: 60_000, limit: config.PUBLIC_WRITES_PER_MINUTE }],
        errorMessage: errorMessage('common.tooManyRequests'),
        storage: new SharedThrottlerStorage(counters),
      }),
    }),
  ],
  exports: [ThrottlerModule, SharedCounters],
})
export class RateLimitModule {}
