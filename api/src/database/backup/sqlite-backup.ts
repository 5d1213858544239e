/**
 * SQLite backups through SQLite's online backup API (better-sqlite3's `db.backup()`).
 *
 * Copying the file of a live database is not a backup: in WAL mode the newest commits sit in
 * the -wal file until a checkpoint, and a copy taken mid-checkpoint is torn (a trial lost 26 of
 * 189 bookings that way). The backup API reads pages through SQLite itself. It copies every page
 * in one step, so the copy is one read transaction — one moment of the database — while the API
 * keeps writing beside it (WAL readers never block the writer).
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { BackupError } from './manifest.js';
import { NEWEST_MIGRATION_SQL } from './migration-version.js';

export const SQLITE_DUMP_FILE = 'database.sqlite';

/** Pages per backup step: all of them at once, so the copy cannot straddle a commit. */
const ALL_PAGES = 0x7fffffff;

export interface SnapshotFacts {
  migration: string | null;
  tables: Record<string, number>;
}

/** Copies the live database at `sourcePath` to `targetFile` and describes the copy. */
export async function backupSqlite(sourcePath: string, targetFile: string): Promise<SnapshotFacts> {
  if (!fs.existsSync(sourcePath)) throw new BackupError(`There is no database at SQLITE_PATH=${sourcePath}`);
  await copyDatabase(sourcePath, targetFile);
  return withDatabase(targetFile, (db) => {
    // The copy inherits WAL mode; a rollback journal makes it one self-contained file.
    db.pragma('journal_mode = DELETE');
    return describe(db);
  });
}

/** Whether the database at `file` has any table (a fresh path has none). */
export function sqliteHasTables(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  return withDatabase(file, (db) => userTables(db).length > 0);
}

/** Writes the backup's database over `targetPath`, checks it, and returns its row counts. */
export async function restoreSqlite(backupFile: string, targetPath: string): Promise<Record<string, number>> {
  fs.mkdirSync(path.dirname(targetPath), { recursive: true });
  await copyDatabase(backupFile, targetPath, { readonly: true });
  return withDatabase(targetPath, (db) => {
    const broken = db.pragma('foreign_key_check') as unknown[];
    if (broken.length > 0)
      throw new BackupError(`The restored database has ${broken.length} rows pointing at missing rows`);
    const health = db.pragma('quick_check', { simple: true });
    if (health !== 'ok') throw new BackupError(`The restored database failed SQLite's quick_check: ${String(health)}`);
    return describe(db).tables;
  });
}

async function copyDatabase(from: string, to: string, options: { readonly?: boolean } = {}): Promise<void> {
  const source = new Database(from, { fileMustExist: true, readonly: options.readonly === true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(to, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
}

function withDatabase<T>(file: string, work: (db: Database.Database) => T): T {
  const db = new Database(file, { fileMustExist: true });
  try {
    return work(db);
  } finally {
    db.close();
  }
}

function describe(db: Database.Database): SnapshotFacts {
  const tables: Record<string, number> = {};
  for (const name of userTables(db)) {
    const row = db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number };
    tables[name] = row.n;
  }
  const newest =
    tables.migrations === undefined
      ? undefined
      : (db.prepare(NEWEST_MIGRATION_SQL).get() as { name: string } | undefined);
  return { migration: newest?.name ?? null, tables };
}

/** Tables of the schema, without SQLite's own (sqlite_sequence, sqlite_stat1). */
function userTables(db: Database.Database): string[] {
  const rows = db
    .prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`,
    )
    .all() as { name: string }[];
  return rows.map((row) => row.name);
}
