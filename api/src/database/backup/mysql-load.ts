/**
 * Loads a dump written by mysql-dump.ts into an empty MySQL/MariaDB database: every table as
 * it was created, then its rows. Foreign-key checks are off while loading (tables arrive in name
 * order, not in dependency order) and every foreign key is checked once all rows are in.
 */
import fs from 'node:fs';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';
import { decodeLine } from './dump-lines.js';
import { BackupError } from './manifest.js';
import { orphanedRows } from './mysql-foreign-keys.js';
import { baseTables, openMysqlSession, quoteName, type MysqlConnection } from './mysql-session.js';

export async function mysqlHasTables(url: string): Promise<boolean> {
  const connection = await openMysqlSession(url);
  try {
    return (await baseTables(connection)).length > 0;
  } finally {
    connection.destroy();
  }
}

/** Loads `dumpFile`, dropping the database's tables first when `replace`; returns the row counts. */
export async function loadMysql(
  url: string,
  dumpFile: string,
  options: { replace: boolean },
): Promise<Record<string, number>> {
  const connection = await openMysqlSession(url);
  const sql = connection.promise();
  try {
    await sql.query('SET SESSION foreign_key_checks = 0');
    // An id of 0 is a row like any other here, not a request for the next auto-increment value.
    await sql.query("SET SESSION sql_mode = CONCAT(@@SESSION.sql_mode, ',NO_AUTO_VALUE_ON_ZERO')");
    if (options.replace)
      for (const table of await baseTables(connection)) await sql.query(`DROP TABLE ${quoteName(table)}`);
    await loadLines(connection, dumpFile);
    await sql.query('SET SESSION foreign_key_checks = 1');
    const orphans = await orphanedRows(connection);
    if (orphans.length > 0)
      throw new BackupError(`The restored database has rows pointing at missing rows: ${orphans.join('; ')}`);
    return await rowCounts(connection);
  } finally {
    connection.destroy();
  }
}

async function loadLines(connection: MysqlConnection, dumpFile: string): Promise<void> {
  const insertInto = new Map<string, string>();
  const lines = readline.createInterface({
    input: fs.createReadStream(dumpFile).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  for await (const text of lines) {
    if (!text) continue;
    const line = decodeLine(text);
    if (line.kind === 'trigger') {
      await connection.promise().query(line.create);
    } else if (line.kind === 'table') {
      await connection.promise().query(line.create);
      insertInto.set(
        line.table,
        `INSERT INTO ${quoteName(line.table)} (${line.columns.map(quoteName).join(', ')}) VALUES ?`,
      );
    } else {
      const insert = insertInto.get(line.table);
      if (!insert) throw new BackupError(`The dump has rows for ${line.table} before its table`);
      await connection.promise().query(insert, [line.rows]);
    }
  }
}

async function rowCounts(connection: MysqlConnection): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await baseTables(connection)) {
    const [rows] = await connection.promise().query(`SELECT COUNT(*) AS n FROM ${quoteName(table)}`);
    counts[table] = Number((rows as { n: number | string }[])[0]?.n ?? 0);
  }
  return counts;
}
