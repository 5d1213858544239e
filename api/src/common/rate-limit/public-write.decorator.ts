import { applyDecorators, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

/**
 * Marks a public POST (booking, contact, sign-up): rate limited per client address, 429 with
 * a clear message past PUBLIC_WRITES_PER_MINUTE. Reads are not limited; they are cached.
 */
export function PublicWrite(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(ThrottlerGuard));
}
