import { Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { ERROR_MESSAGES } from '@lakeside/contracts';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.token.js';

/**
 * Counters for public writes, per client address and endpoint (X-Forwarded-For from the site's proxy is
 * trusted). Kept in memory: one API instance serves the retreat; a shared store can replace
 * it if that changes.
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // Named 'default' so a 429 carries the standard Retry-After header.
        throttlers: [{ name: 'default', ttl: 60_000, limit: config.PUBLIC_WRITES_PER_MINUTE }],
        errorMessage: ERROR_MESSAGES.tooManyRequests,
      }),
    }),
  ],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
