import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RoomHoldsService } from './room-holds.service.js';

/** How often lapsed holds are expired in the background. */
export const HOLD_SWEEP_INTERVAL_MS = 60_000;

/**
 * Expires lapsed holds every minute, so the console and availability see them as free and
 * their bookings as expired. Correctness does not depend on it: a new hold expires the
 * room's lapsed holds itself, and availability ignores them.
 */
@Injectable()
export class RoomHoldSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RoomHolds');
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly holds: RoomHoldsService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), HOLD_SWEEP_INTERVAL_MS);
    // Never keep the process alive just for this.
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<void> {
    try {
      const expired = await this.holds.expireLapsed();
      if (expired) this.logger.log(`Expired ${expired} unpaid room hold(s)`);
    } catch (error) {
      this.logger.warn(`Hold sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
