/**
 * A logical dump of a MySQL/MariaDB database through the driver, with no mysqldump binary.
 *
 * Everything is read inside one REPEATABLE READ transaction started WITH CONSISTENT SNAPSHOT,
 * so every table (the migrations table too) is seen at the same moment while the API keeps
 * taking bookings: InnoDB serves the snapshot from its undo log and blocks no writer. Rows are
 * streamed from the server and written to the file as they come, a batch per line.
 */
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { encodeLine, ROWS_PER_LINE } from './dump-lines.js';
import { NEWEST_MIGRATION_SQL } from './migration-version.js';
import { baseTables, openMysqlSession, quoteName, type MysqlConnection } from './mysql-session.js';
import type { SnapshotFacts } from './sqlite-backup.js';

export async function dumpMysql(url: string, targetFile: string): Promise<SnapshotFacts> {
  const connection = await openMysqlSession(url);
  const facts: SnapshotFacts = { migration: null, tables: {} };
  try {
    await connection.promise().query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await connection.promise().query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    await pipeline(dumpLines(connection, facts), createGzip(), fs.createWriteStream(targetFile));
    await connection.promise().query('COMMIT');
  } finally {
    connection.destroy();
  }
  return facts;
}

async function* dumpLines(connection: MysqlConnection, facts: SnapshotFacts): AsyncGenerator<string> {
  const tables = await baseTables(connection);
  const columns = new Map<string, string[]>();
  for (const table of tables) {
    columns.set(table, await insertableColumns(connection, table));
    yield encodeLine({
      kind: 'table',
      table,
      create: await createStatement(connection, table),
      columns: columns.get(table) ?? [],
    });
  }
  for (const table of tables) {
    let count = 0;
    let batch: unknown[][] = [];
    const names = (columns.get(table) ?? []).map(quoteName).join(', ');
    const rows = connection.query({ sql: `SELECT ${names} FROM ${quoteName(table)}`, rowsAsArray: true }).stream();
    for await (const row of rows as AsyncIterable<unknown[]>) {
      batch.push(row);
      count += 1;
      if (batch.length === ROWS_PER_LINE) {
        yield encodeLine({ kind: 'rows', table, rows: batch });
        batch = [];
      }
    }
    if (batch.length > 0) yield encodeLine({ kind: 'rows', table, rows: batch });
    facts.tables[table] = count;
  }
  for (const name of await triggerNames(connection))
    yield encodeLine({ kind: 'trigger', name, create: await triggerStatement(connection, name) });
  if (tables.includes('migrations')) {
    const [newest] = await connection.promise().query(NEWEST_MIGRATION_SQL);
    facts.migration = (newest as { name: string }[])[0]?.name ?? null;
  }
}

async function createStatement(connection: MysqlConnection, table: string): Promise<string> {
  const [rows] = await connection.promise().query(`SHOW CREATE TABLE ${quoteName(table)}`);
  return (rows as Record<string, string>[])[0]?.['Create Table'] ?? '';
}

async function triggerNames(connection: MysqlConnection): Promise<string[]> {
  const [rows] = await connection
    .promise()
    .query(
      'SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() ORDER BY TRIGGER_NAME',
    );
  return (rows as { name: string }[]).map((row) => row.name);
}

/** A trigger's CREATE statement without its DEFINER: the restoring user owns it, whoever made it here. */
async function triggerStatement(connection: MysqlConnection, name: string): Promise<string> {
  const [rows] = await connection.promise().query(`SHOW CREATE TRIGGER ${quoteName(name)}`);
  const create = (rows as Record<string, string>[])[0]?.['SQL Original Statement'] ?? '';
  return create.replace(/^CREATE\s+DEFINER\s*=\s*\S+\s+/i, 'CREATE ');
}

/** Columns in table order, without generated ones (the server computes those again). */
async function insertableColumns(connection: MysqlConnection, table: string): Promise<string[]> {
  const [rows] = await connection
    .promise()
    .query(
      "SELECT COLUMN_NAME AS name FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND EXTRA NOT LIKE '%GENERATED%' ORDER BY ORDINAL_POSITION",
      [table],
    );
  return (rows as { name: string }[]).map((row) => row.name);
}
