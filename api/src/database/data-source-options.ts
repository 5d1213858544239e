import BetterSqlite3 from 'better-sqlite3';
import mysql2 from 'mysql2';
import type { DataSourceOptions } from 'typeorm';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config/config.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

export type DatabaseKind = 'mysql' | 'mariadb' | 'sqlite';

/**
 * The URL's scheme names the server: TypeORM must know MariaDB from MySQL, or it misreads
 * MariaDB's column defaults and believes the schema differs from the entities.
 */
export function databaseKind(config: Pick<AppConfig, 'DATABASE_URL'>): DatabaseKind {
  if (!config.DATABASE_URL) return 'sqlite';
  return config.DATABASE_URL.startsWith('mariadb:') ? 'mariadb' : 'mysql';
}

/** One place that turns configuration into TypeORM options for either driver. */
export function dataSourceOptions(
  config: Pick<AppConfig, 'DATABASE_URL' | 'SQLITE_PATH' | 'DATABASE_POOL_SIZE'>,
): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    // Failed queries are reported by the error filter (500s) or answered as 409s; TypeORM's own
    // query log would print guests' data (names, e-mails) from the parameters.
    logging: false,
  };
  const kind = databaseKind(config);
  if (config.DATABASE_URL && kind !== 'sqlite') {
    return {
      ...common,
      type: kind,
      // Hand TypeORM the drivers this package depends on, rather than letting it look them up
      // from its own folder, where a workspace's hoisting may not have put them.
      driver: mysql2,
      url: config.DATABASE_URL,
      charset: 'utf8mb4_unicode_ci',
      // Store and read every DATETIME as UTC; DATE stays a plain 'yyyy-MM-dd' string.
      timezone: 'Z',
      dateStrings: ['DATE'],
      poolSize: config.DATABASE_POOL_SIZE,
      // Fail fast at boot instead of hanging when the server is down.
      connectTimeout: 5000,
    };
  }
  fs.mkdirSync(path.dirname(config.SQLITE_PATH), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    driver: BetterSqlite3,
    database: config.SQLITE_PATH,
    // WAL lets readers go on while one writer commits; busy_timeout queues writers.
    enableWAL: true,
    prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
      db.pragma('busy_timeout = 5000');
      db.pragma('foreign_keys = ON');
    },
  };
}
