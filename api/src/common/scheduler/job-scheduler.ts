import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { DataSource } from 'typeorm';
import { JobLeases } from './job-leases.js';
import type { ScheduledJob } from './scheduled-job.js';

/** How often each instance looks for due jobs; a job runs at most this late. */
export const SCHEDULER_CHECK_MS = 5_000;
/** A holder that died mid-run blocks its job at most this long (at least the job's interval). */
const MIN_LEASE_MS = 60_000;

/**
 * The one scheduler of background work (docs/decisions/0006-multiple-api-instances.md).
 * Features register their jobs at module init; every instance checks every few seconds, and a
 * job runs on the one instance that wins its lease (job_leases), once per interval across all
 * instances. A job that fell due during downtime runs at the first check after boot, told when
 * it last ran.
 */
@Injectable()
export class JobScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Scheduler');
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly leases: JobLeases;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.leases = new JobLeases(dataSource, `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`.slice(0, 64));
  }

  register(job: ScheduledJob): void {
    if (this.jobs.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
    this.jobs.set(job.name, job);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runDue(), SCHEDULER_CHECK_MS);
    // Never keep the process alive just for this.
    this.timer.unref();
    void this.runDue();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.checking;
  }

  /** Runs every due job whose lease this instance wins; one check at a time per instance. */
  runDue(now = new Date()): Promise<void> {
    this.checking ??= this.check(now).finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async check(now: Date): Promise<void> {
    for (const job of this.jobs.values()) {
      try {
        await this.leases.ensure(job.name);
        const claim = await this.leases.claim(job.name, job.everyMs, Math.max(job.everyMs, MIN_LEASE_MS), now);
        if (!claim) continue;
        await this.run(job, claim.lastRunAt, now);
      } catch (error) {
        // The database is away: the next check tries again.
        this.logger.warn(`Job ${job.name} not checked: ${describe(error)}`);
      }
    }
  }

  private async run(job: ScheduledJob, lastRunAt: Date | null, startedAt: Date): Promise<void> {
    try {
      await job.run(lastRunAt, startedAt);
    } catch (error) {
      this.logger.warn(`Job ${job.name} failed: ${describe(error)}`);
      await this.leases.failed(job.name);
      return;
    }
    await this.leases.finished(job.name, startedAt);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
