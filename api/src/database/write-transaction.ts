import { setTimeout as sleep } from 'node:timers/promises';
import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import { isConnectionLost, TransactionOutcomeUnknownError } from '../common/errors/database-errors.js';

/**
 * Runs `work` in one database transaction that is safe under concurrent requests on both drivers.
 *
 * - SQLite: better-sqlite3 gives TypeORM a single connection, and a second `transaction()`
 *   started while one is open becomes a SAVEPOINT inside it — two requests' writes would
 *   commit or roll back together. Write transactions therefore queue, one at a time, per
 *   data source. (Reads need no queue: WAL readers never block.)
 * - MySQL/MariaDB: each transaction has its own pooled connection. InnoDB may pick a
 *   deadlock victim when several transactions insert the same unique keys at once; the
 *   victim's work is rolled back whole, so it is simply run again. So is work whose connection
 *   broke before COMMIT (a killed connection, a restarted server): the server rolled it back,
 *   and the pool hands the retry a fresh connection. A connection that breaks during COMMIT
 *   leaves the outcome unknown: that is never retried but thrown as
 *   TransactionOutcomeUnknownError, for the caller to undo what it can.
 *
 * `work` must only talk to the database through `manager` and must not wait on the network
 * (a payment provider, SMTP): the queue and the row locks are held until it returns.
 */
export interface WriteOptions {
  /**
   * The work may run twice without harm (a delete, a conditional update): it is run again even
   * after a COMMIT whose outcome is unknown, instead of throwing TransactionOutcomeUnknownError.
   */
  idempotent?: boolean;
  /** Attempts in all on a broken connection or a deadlock; more for work that must not be left undone. */
  attempts?: number;
}

export async function runWriteTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
  { idempotent = false, attempts = RETRY_ATTEMPTS }: WriteOptions = {},
): Promise<T> {
  if (dataSource.options.type === 'better-sqlite3') {
    return serialize(dataSource, () => dataSource.transaction(work));
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transactionOnce(dataSource, work);
    } catch (error) {
      if (attempt >= attempts) throw error;
      if (error instanceof TransactionOutcomeUnknownError && !idempotent) throw error;
      if (isDeadlock(error)) continue;
      if (!isConnectionLost(error)) throw error;
      // Give a restarting server or a refilling pool a moment.
      await sleep(RECONNECT_PAUSE_MS * attempt);
    }
  }
}

/** By default a deadlock victim or a broken connection is tried this many times in all; more means a real problem. */
const RETRY_ATTEMPTS = 4;
const RECONNECT_PAUSE_MS = 25;

/**
 * One attempt, as DataSource.transaction does it, except that a failure of COMMIT itself is told
 * apart from a failure of the work: only the latter is known to have been rolled back.
 */
async function transactionOnce<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.startTransaction();
    let result: T;
    try {
      result = await work(runner.manager);
    } catch (error) {
      // On a broken connection the server has already rolled back; the ROLLBACK may fail too.
      await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    }
    try {
      await runner.commitTransaction();
    } catch (error) {
      if (isConnectionLost(error)) throw new TransactionOutcomeUnknownError(error);
      await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    }
    return result;
  } finally {
    await runner.release().catch(() => undefined);
  }
}

function isDeadlock(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const code = (error.driverError as { code?: string }).code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT';
}

/** The tail of each SQLite data source's write queue (it never rejects). */
const queues = new WeakMap<DataSource, Promise<unknown>>();

function serialize<T>(dataSource: DataSource, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(dataSource) ?? Promise.resolve();
  const run = previous.then(task);
  // The next task waits for this one to settle, whether it succeeded or failed.
  queues.set(
    dataSource,
    run.catch(() => undefined),
  );
  return run;
}
