import type { SharedResource } from '@lakeside/contracts';
import type { EntityManager, FindOptionsWhere } from 'typeorm';
import { SharedResourceLock } from './shared-resource-lock.entity.js';

/**
 * Takes `resource`'s lock for the rest of `manager`'s transaction (decision 0010): until it
 * commits or rolls back, no other booking of the resource and no staff change to a communal
 * session on it gets past this call. Call it before reading the uses a write must not overlap.
 *
 * The row is made by the migration; a resource added later gets its row here. Only then is an
 * insert tried, because an insert that finds the row would take a shared lock that two
 * transactions could not both upgrade (a deadlock on every booking).
 */
export async function lockSharedResource(manager: EntityManager, resource: SharedResource): Promise<void> {
  if (await bumpLock(manager, resource)) return;
  await manager
    .createQueryBuilder()
    .insert()
    .into(SharedResourceLock)
    .values({ resource, writes: 0 })
    .orIgnore()
    .execute();
  if (!(await bumpLock(manager, resource))) throw new Error(`No lock row for shared resource '${resource}'`);
}

async function bumpLock(manager: EntityManager, resource: SharedResource): Promise<boolean> {
  const where: FindOptionsWhere<SharedResourceLock> = { resource };
  const { affected } = await manager.increment(SharedResourceLock, where, 'writes', 1);
  return (affected ?? 0) > 0;
}

/**
 * Find options for a read that must see rows committed after the transaction's first read:
 * on MariaDB a plain read inside a transaction sees the snapshot of its first read, a locking
 * read sees the latest rows. SQLite runs one write transaction at a time, so it needs (and
 * has) no such lock.
 */
export function latestRows(manager: EntityManager): { lock?: { mode: 'pessimistic_read' } } {
  return manager.connection.options.type === 'better-sqlite3' ? {} : { lock: { mode: 'pessimistic_read' } };
}
