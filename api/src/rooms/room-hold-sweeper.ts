import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HoldSweeper } from '../bookings/checkout/hold-sweeper.js';
import { RoomHoldsService } from './room-holds.service.js';

/**
 * Room holds in the one hold sweep (HoldSweeper, the scheduler's 'hold-sweep' job, once across
 * API instances, every minute), so the console and availability see lapsed holds as free and
 * their bookings as expired. Correctness does not depend on it: a new hold expires the room's
 * lapsed holds itself, and availability ignores them. After downtime one run catches up.
 */
@Injectable()
export class RoomHoldSweeper implements OnModuleInit {
  private readonly logger = new Logger('RoomHolds');

  constructor(
    private readonly holds: RoomHoldsService,
    private readonly sweeper: HoldSweeper,
  ) {}

  onModuleInit(): void {
    this.sweeper.register({ kind: 'room', expireLapsed: (now) => this.holds.expireLapsed(now) });
  }

  /** Expires the lapsed room holds now (what the sweep does for rooms). */
  async sweep(): Promise<void> {
    const expired = await this.holds.expireLapsed();
    if (expired) this.logger.log(`Expired ${expired} unpaid room hold(s)`);
  }
}
