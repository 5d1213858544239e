import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';

/**
 * Runs `work` in one database transaction that is safe under concurrent requests on both drivers.
 *
 * - SQLite: better-sqlite3 gives TypeORM a single connection, and a second `transaction()`
 *   started while one is open becomes a SAVEPOINT inside it — two requests' writes would
 *   commit or roll back together. Write transactions therefore queue, one at a time, per
 *   data source. (Reads need no queue: WAL readers never block.)
 * - MySQL/MariaDB: each transaction has its own pooled connection. InnoDB may pick a
 *   deadlock victim when several transactions insert the same unique keys at once; the
 *   victim's work is rolled back whole, so it is simply run again.
 *
 * `work` must only talk to the database through `manager` and must not wait on the network
 * (a payment provider, SMTP): the queue and the row locks are held until it returns.
 */
export async function runWriteTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  if (dataSource.options.type === 'better-sqlite3') {
    return serialize(dataSource, () => dataSource.transaction(work));
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await dataSource.transaction(work);
    } catch (error) {
      if (attempt >= DEADLOCK_ATTEMPTS || !isDeadlock(error)) throw error;
    }
  }
}

/** A deadlock victim is retried this many times in all; more means real contention, not bad luck. */
const DEADLOCK_ATTEMPTS = 4;

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
