/**
 * One backup = one folder: the database (a SQLite copy or a MySQL/MariaDB dump), the uploaded
 * files under files/, and manifest.json. The folder is written under a .partial name and
 * renamed when complete, so a backup that failed half-way never looks like a good one.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT, type AppConfig } from '../../config/config.js';
import { databaseKind } from '../data-source-options.js';
import { MYSQL_DUMP_FILE } from './dump-lines.js';
import { BackupError, writeManifest, type BackupManifest } from './manifest.js';
import { dumpMysql } from './mysql-dump.js';
import { backupSqlite, SQLITE_DUMP_FILE } from './sqlite-backup.js';
import { copyUploadsInto, exists, uploadFolders } from './upload-folders.js';

export type BackupConfig = Pick<AppConfig, 'DATABASE_URL' | 'SQLITE_PATH' | 'RECEIPTS_DIR' | 'ROOM_PHOTOS_DIR'>;

export async function createBackup(
  config: BackupConfig,
  options: { to?: string } = {},
): Promise<{ folder: string; manifest: BackupManifest }> {
  const createdAt = new Date();
  const folder = path.resolve(options.to ?? defaultBackupFolder(createdAt));
  if (await exists(folder)) throw new BackupError(`${folder} already exists; name a new folder with --to`);
  const partial = `${folder}.partial`;
  await fs.rm(partial, { recursive: true, force: true });
  await fs.mkdir(partial, { recursive: true });

  let manifest: BackupManifest;
  try {
    manifest = await writeBackup(config, partial);
  } catch (error) {
    // A half-written backup is no backup: nothing of it stays behind.
    await fs.rm(partial, { recursive: true, force: true });
    throw error;
  }
  await fs.rename(partial, folder);
  return { folder, manifest };
}

async function writeBackup(config: BackupConfig, partial: string): Promise<BackupManifest> {
  const driver = databaseKind(config);
  const database = driver === 'sqlite' ? SQLITE_DUMP_FILE : MYSQL_DUMP_FILE;
  const target = path.join(partial, database);
  // Files before and after the database: see upload-folders.ts.
  await copyUploadsInto(partial, uploadFolders(config));
  const snapshotAt = new Date();
  const facts = config.DATABASE_URL
    ? await dumpMysql(config.DATABASE_URL, target)
    : await backupSqlite(config.SQLITE_PATH, target);
  const files = await copyUploadsInto(partial, uploadFolders(config));
  const manifest: BackupManifest = {
    format: 1,
    createdAt: snapshotAt.toISOString(),
    driver,
    migration: facts.migration,
    database,
    tables: facts.tables,
    files,
  };
  await writeManifest(partial, manifest);
  return manifest;
}

/** data/backups/lakeside-2026-11-24T135513Z: sorts by time and is a valid name everywhere. */
function defaultBackupFolder(createdAt: Date): string {
  const stamp = createdAt
    .toISOString()
    .replaceAll(':', '')
    .replace(/\.\d+Z$/, 'Z');
  return path.join(REPO_ROOT, 'data', 'backups', `lakeside-${stamp}`);
}
