/** A piece of background work that must run once across API instances, every `everyMs`. */
export interface ScheduledJob {
  /** Unique and stable: the name of its row in job_leases. */
  name: string;
  everyMs: number;
  /**
   * Does the work. `lastRunAt` is when the last successful run (on any instance) started, null
   * the first time: after downtime a job catches up from there. Must be idempotent — a run
   * whose holder died before recording success is run again.
   */
  run(lastRunAt: Date | null, now: Date): Promise<void>;
}
