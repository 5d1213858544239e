/**
 * One path, POST /api/restaurant/orders, serves the till and the guests' phones
 * (docs/requirements/restaurant.md#orders), so who may call it depends on the body's
 * `source`: guards run after Fastify parsed the body and before validation. An unknown or
 * missing source counts as a guest: the stricter path.
 */
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ADMIN_RESOURCES } from '@lakeside/contracts';
import { StaffAuthorizer, type StaffRequest } from '../auth/staff-authorizer.js';

function isTillOrder(context: ExecutionContext): boolean {
  const body = context.switchToHttp().getRequest<StaffRequest>().body as { source?: unknown } | undefined;
  return body?.source === 'pos';
}

/** A till order needs a signed-in staff member (any role, from the console's origin). */
@Injectable()
export class TillOrderGuard implements CanActivate {
  constructor(private readonly authorizer: StaffAuthorizer) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (isTillOrder(context)) {
      await this.authorizer.authorize(
        context.switchToHttp().getRequest<StaffRequest>(),
        ADMIN_RESOURCES['restaurant-orders'].read,
      );
    }
    return true;
  }
}

/**
 * The public-write rate limit (@PublicWrite) for guest orders only: the till sends orders all
 * evening from one address and is already behind the staff sign-in.
 */
@Injectable()
export class GuestOrderThrottle extends ThrottlerGuard {
  protected override shouldSkip(context: ExecutionContext): Promise<boolean> {
    return Promise.resolve(isTillOrder(context));
  }
}
