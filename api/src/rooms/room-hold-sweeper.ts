import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JobScheduler } from '../common/scheduler/job-scheduler.js';
import { RoomHoldsService } from './room-holds.service.js';

/** How often lapsed holds are expired in the background. */
export const HOLD_SWEEP_INTERVAL_MS = 60_000;

/**
 * Expires lapsed holds every minute (once across API instances, through the scheduler), so the
 * console and availability see them as free and their bookings as expired. Correctness does not
 * depend on it: a new hold expires the room's lapsed holds itself, and availability ignores
 * them. After downtime one run catches up: it expires every hold that lapsed meanwhile.
 */
@Injectable()
export class RoomHoldSweeper implements OnModuleInit {
  private readonly logger = new Logger('RoomHolds');

  constructor(
    private readonly holds: RoomHoldsService,
    private readonly scheduler: JobScheduler,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: 'room-hold-sweep', everyMs: HOLD_SWEEP_INTERVAL_MS, run: () => this.sweep() });
  }

  async sweep(): Promise<void> {
    const expired = await this.holds.expireLapsed();
    if (expired) this.logger.log(`Expired ${expired} unpaid room hold(s)`);
  }
}
