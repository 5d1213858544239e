/**
 * Puts a backup folder back: checks the manifest (driver, migration version), refuses to
 * overwrite a database or upload folder that holds anything unless forced, loads the database,
 * checks its foreign keys and that every table has the manifest's row count, then the files.
 */
import path from 'node:path';
import { databaseKind, type DatabaseKind } from '../data-source-options.js';
import { redactPassword } from '../open-database.js';
import type { BackupConfig } from './create-backup.js';
import { BackupError, readManifest, type BackupManifest } from './manifest.js';
import { migrationsBehind } from './migration-version.js';
import { loadMysql, mysqlHasTables } from './mysql-load.js';
import { restoreSqlite, sqliteHasTables } from './sqlite-backup.js';
import { nonEmptyUploadFolders, restoreUploadsFrom, uploadFolders } from './upload-folders.js';

export interface RestoreResult {
  manifest: BackupManifest;
  /** Migrations this code has that the backup lacks; `npm run db:migrate` applies them. */
  migrationsBehind: number;
}

export async function restoreBackup(
  config: BackupConfig,
  folder: string,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  const manifest = await readManifest(folder);
  const driver = databaseKind(config);
  if (family(manifest.driver) !== family(driver))
    throw new BackupError(`The backup is of a ${manifest.driver} database and this configuration uses ${driver}`);
  const behind = migrationsBehind(manifest.migration);
  const folders = uploadFolders(config);
  const url = config.DATABASE_URL;
  const dump = path.join(folder, manifest.database);

  if (!options.force) {
    const hasTables = url ? await mysqlHasTables(url) : sqliteHasTables(config.SQLITE_PATH);
    const occupied = [
      ...(hasTables ? [url ? redactPassword(url) : config.SQLITE_PATH] : []),
      ...(await nonEmptyUploadFolders(folders)),
    ];
    if (occupied.length > 0)
      throw new BackupError(
        `Not restoring over ${occupied.join(' and ')}: not empty. Add --force to replace it with the backup.`,
      );
  }

  const counts = url
    ? await loadMysql(url, dump, { replace: options.force === true })
    : await restoreSqlite(dump, config.SQLITE_PATH);
  const mismatches = countMismatches(manifest.tables, counts);
  if (mismatches.length > 0)
    throw new BackupError(`The restored rows differ from the backup's: ${mismatches.join('; ')}`);
  await restoreUploadsFrom(folder, folders, manifest.files);
  return { manifest, migrationsBehind: behind };
}

function family(kind: DatabaseKind): 'sqlite' | 'mysql' {
  return kind === 'sqlite' ? 'sqlite' : 'mysql';
}

function countMismatches(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const tables = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...tables]
    .filter((table) => expected[table] !== actual[table])
    .map((table) => `${table}: ${actual[table] ?? 'missing'} restored, ${expected[table] ?? 'none'} in the backup`);
}
