/**
 * A fresh, empty database for one test file: a new SQLite file by default, or a new
 * database on the MySQL/MariaDB server named by DATABASE_URL (so the same specs run on both).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { dataSourceOptions, type DatabaseKind } from '../../src/database/data-source-options.js';
import { runPendingMigrations } from '../../src/database/migrate.js';

export interface TestDatabase {
  kind: DatabaseKind;
  /** The env a test app should boot with to use this database. */
  env: { DATABASE_URL?: string; SQLITE_PATH: string };
  /** A data source on it (not yet initialized). */
  createDataSource(): DataSource;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lakeside-test-'));
  const sqlitePath = path.join(sqliteDir, 'test.sqlite');
  if (!serverUrl) {
    const env = { SQLITE_PATH: sqlitePath };
    return {
      kind: 'sqlite',
      env,
      createDataSource: () => new DataSource(dataSourceOptions({ ...env, DATABASE_POOL_SIZE: 5 })),
      drop: () => Promise.resolve(fs.rmSync(sqliteDir, { recursive: true, force: true })),
    };
  }
  const name = `lakeside_test_${suffix}`;
  const admin = await createConnection({ uri: serverUrl });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), SQLITE_PATH: sqlitePath };
  return {
    kind: 'mysql',
    env,
    createDataSource: () => new DataSource(dataSourceOptions({ ...env, DATABASE_POOL_SIZE: 5 })),
    drop: async () => {
      const connection = await createConnection({ uri: serverUrl });
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
      fs.rmSync(sqliteDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database with every migration applied, and an initialized data source on it. */
export async function createMigratedDatabase(): Promise<{ database: TestDatabase; dataSource: DataSource }> {
  const database = await createTestDatabase();
  const dataSource = database.createDataSource();
  await dataSource.initialize();
  await runPendingMigrations(dataSource);
  return { database, dataSource };
}
