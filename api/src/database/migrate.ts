/**
 * Runs and reverts migrations — the one way `npm run db:migrate`, db:revert and the tests do.
 *
 * On SQLite, TypeORM makes most schema changes (a column with a foreign key, a changed column)
 * by rebuilding the table: create a copy, move the rows, drop the original, rename. With
 * foreign-key enforcement on, dropping the original deletes or refuses the rows that point at
 * it (a booking's room nights, a dish's modifiers). SQLite's documented procedure is to turn
 * enforcement off for the change and run foreign_key_check before turning it back on, so that
 * is what happens here. MariaDB changes tables in place and needs none of it.
 */
import type { DataSource, Migration } from 'typeorm';

export function runPendingMigrations(dataSource: DataSource): Promise<Migration[]> {
  return withForeignKeysDeferred(dataSource, () => dataSource.runMigrations({ transaction: 'each' }));
}

export function revertLastMigration(dataSource: DataSource): Promise<void> {
  return withForeignKeysDeferred(dataSource, () => dataSource.undoLastMigration({ transaction: 'each' }));
}

async function withForeignKeysDeferred<T>(dataSource: DataSource, change: () => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'better-sqlite3') return change();
  // A pragma, so outside any transaction; better-sqlite3 is one connection, so it holds for the change.
  await dataSource.query('PRAGMA foreign_keys = OFF');
  try {
    const result = await change();
    const broken: unknown[] = await dataSource.query('PRAGMA foreign_key_check');
    if (broken.length > 0) throw new Error(`The migration left ${broken.length} rows pointing at missing rows`);
    return result;
  } finally {
    await dataSource.query('PRAGMA foreign_keys = ON');
  }
}
