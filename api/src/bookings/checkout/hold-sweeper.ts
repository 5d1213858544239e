import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JobScheduler } from '../../common/scheduler/job-scheduler.js';

/** How often lapsed holds are expired in the background. */
export const HOLD_SWEEP_INTERVAL_MS = 60_000;

/** A checkout attaches its payment order within a second or two; a hold still without one after this never will. */
export const ORDERLESS_HOLD_GRACE_MS = 2 * 60_000;

/** One kind's holds, as the sweeper expires them: how many lapsed (or stayed orderless) and were freed. */
export interface HoldExpirer {
  /** For the log line: 'room', 'event', 'sauna'. */
  readonly kind: string;
  expireLapsed(now: Date, orderlessBefore: Date): Promise<number>;
}

/**
 * Expires every kind's lapsed holds every minute, once across API instances (one scheduler
 * job, 'hold-sweep'), so the console and availability see their places as free. Each kind
 * registers its holds at module init. Correctness does not depend on the sweep: a booking that
 * wants a lapsed hold's place expires it itself. After downtime one run catches up.
 */
@Injectable()
export class HoldSweeper implements OnModuleInit {
  private readonly logger = new Logger('Holds');
  private readonly expirers: HoldExpirer[] = [];

  constructor(private readonly scheduler: JobScheduler) {}

  onModuleInit(): void {
    this.scheduler.register({ name: 'hold-sweep', everyMs: HOLD_SWEEP_INTERVAL_MS, run: () => this.sweep() });
  }

  register(expirer: HoldExpirer): void {
    this.expirers.push(expirer);
  }

  async sweep(now = new Date()): Promise<void> {
    const orderlessBefore = new Date(now.getTime() - ORDERLESS_HOLD_GRACE_MS);
    for (const expirer of this.expirers) {
      try {
        const expired = await expirer.expireLapsed(now, orderlessBefore);
        if (expired) this.logger.log(`Expired ${expired} unpaid ${expirer.kind} hold(s)`);
      } catch (error) {
        // One kind failing must not keep the others' places blocked.
        this.logger.error(`Expiring ${expirer.kind} holds failed: ${String(error)}`);
      }
    }
  }
}
