import type { DataSource } from 'typeorm';
import { isUniqueViolation } from '../errors/database-errors.js';
import { runWriteTransaction } from '../../database/write-transaction.js';
import { JobLease } from './job-lease.entity.js';

/**
 * The job_leases rows: each claim is one conditional UPDATE whose affected-row count decides
 * which instance runs the job, so two instances can never both win. Times are the instances'
 * clocks (kept in step by NTP); leases are long enough for seconds of skew not to matter.
 */
export class JobLeases {
  constructor(
    private readonly dataSource: DataSource,
    /** This instance's name in `holder`. */
    private readonly holder: string,
  ) {}

  /** Makes sure the job has its row (a fresh database, a new job). */
  async ensure(name: string): Promise<void> {
    const exists = await this.dataSource.getRepository(JobLease).existsBy({ name });
    if (exists) return;
    try {
      await runWriteTransaction(this.dataSource, (manager) =>
        manager.insert(JobLease, { name, holder: null, leaseUntil: null, lastRunAt: null }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /**
   * Takes the lease when the job is due (its last run started `everyMs` ago or never ran) and
   * nobody holds a live lease. Returns the last run's start, or undefined when not ours to run.
   */
  async claim(
    name: string,
    everyMs: number,
    leaseMs: number,
    now: Date,
  ): Promise<{ lastRunAt: Date | null } | undefined> {
    const lease = await this.dataSource.getRepository(JobLease).findOneBy({ name });
    if (!lease || !isDue(lease, everyMs, now)) return undefined;
    const won = await runWriteTransaction(this.dataSource, (manager) =>
      manager
        .createQueryBuilder()
        .update(JobLease)
        .set({ holder: this.holder, leaseUntil: new Date(now.getTime() + leaseMs) })
        .where('name = :name', { name })
        .andWhere('(leaseUntil IS NULL OR leaseUntil < :now)', { now })
        .andWhere('(lastRunAt IS NULL OR lastRunAt <= :dueBefore)', { dueBefore: new Date(now.getTime() - everyMs) })
        .execute(),
    );
    return won.affected ? { lastRunAt: lease.lastRunAt } : undefined;
  }

  /** Records a successful run that started at `startedAt` and gives the lease back. */
  async finished(name: string, startedAt: Date): Promise<void> {
    await runWriteTransaction(this.dataSource, (manager) =>
      manager.update(JobLease, { name, holder: this.holder }, { holder: null, leaseUntil: null, lastRunAt: startedAt }),
    );
  }

  /** Gives the lease back after a failed run, so the next check tries again. */
  async failed(name: string): Promise<void> {
    await runWriteTransaction(this.dataSource, (manager) =>
      manager.update(JobLease, { name, holder: this.holder }, { holder: null, leaseUntil: null }),
    );
  }
}

function isDue(lease: JobLease, everyMs: number, now: Date): boolean {
  const free = !lease.leaseUntil || lease.leaseUntil.getTime() < now.getTime();
  const due = !lease.lastRunAt || lease.lastRunAt.getTime() <= now.getTime() - everyMs;
  return free && due;
}
