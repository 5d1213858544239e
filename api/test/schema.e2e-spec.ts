/**
 * The migrations are the schema: from an empty database they build exactly what the entities
 * declare (on SQLite and on MariaDB), they come down cleanly, and the seed is idempotent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { revertLastMigration, runPendingMigrations } from '../src/database/migrate.js';
import { runSeeds } from '../src/database/seeds/index.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
let dataSource: DataSource;

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = database.createDataSource();
  await dataSource.initialize();
});
afterAll(async () => {
  await dataSource.destroy();
  await database.drop();
});

async function tableNames(): Promise<string[]> {
  const sql =
    database.kind === 'sqlite'
      ? "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
      : 'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()';
  const rows: Array<{ name: string }> = await dataSource.query(sql);
  return rows
    .map((row) => row.name)
    .filter((name) => name !== 'migrations')
    .sort();
}

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const entity of dataSource.entityMetadatas) {
    counts[entity.tableName] = await dataSource.getRepository(entity.target).count();
  }
  return counts;
}

describe('migrations', () => {
  it('build, from an empty database, exactly the schema the entities declare', async () => {
    expect(await tableNames()).toEqual([]);
    const applied = await runPendingMigrations(dataSource);
    expect(applied).toHaveLength(dataSource.migrations.length);

    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
    expect(await tableNames()).toEqual(dataSource.entityMetadatas.map((entity) => entity.tableName).sort());
  });

  it('come down to an empty database and go up again', async () => {
    for (let i = 0; i < dataSource.migrations.length; i += 1) await revertLastMigration(dataSource);
    expect(await tableNames()).toEqual([]);
    await runPendingMigrations(dataSource);
    expect((await tableNames()).length).toBe(dataSource.entityMetadatas.length);
  });
});

describe('seed', () => {
  it('fills the catalogue and leaves the same rows when run twice', async () => {
    await runSeeds(dataSource, { today: '2026-11-22' });
    const first = await rowCounts();
    expect(first.rooms).toBe(4);
    expect(first.event_weekly_templates).toBe(7);
    expect(first.sauna_slots).toBe(6);
    expect(first.wellness_activities).toBe(3);
    expect(first.menu_categories).toBe(4);
    expect(first.menu_items).toBeGreaterThanOrEqual(12);
    expect(first.chart_of_accounts).toBeGreaterThanOrEqual(20);

    await runSeeds(dataSource, { today: '2026-11-29' });
    expect(await rowCounts()).toEqual(first);
  });

  it('dates the one-off demo events after the day it runs', async () => {
    const rows: Array<{ eventDate: string }> = await dataSource.query('SELECT eventDate FROM events');
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) expect(String(row.eventDate).slice(0, 10) > '2026-11-22').toBe(true);
  });
});
