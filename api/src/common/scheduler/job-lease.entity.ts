import { Entity, PrimaryColumn } from 'typeorm';
import { TextColumn, TimestampColumn } from '../../database/columns.js';

/**
 * One row per scheduled job. An instance runs a job only after winning its lease with a
 * conditional UPDATE, so the job runs once across instances; `lastRunAt` tells the next run
 * (after a restart, on any instance) what it has to catch up on.
 */
@Entity('job_leases')
export class JobLease {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  /** The instance running the job now; null when nobody is. */
  @TextColumn(64, { nullable: true })
  holder: string | null;

  /** When a holder that died mid-run loses the lease to another instance. */
  @TimestampColumn({ nullable: true })
  leaseUntil: Date | null;

  /** When the last successful run started. */
  @TimestampColumn({ nullable: true })
  lastRunAt: Date | null;
}
