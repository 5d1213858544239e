/**
 * `npm run db:backup [-- --to FOLDER]` and `npm run db:restore -- FOLDER [--force]`, run by
 * database/cli.ts. Each returns the line the CLI prints.
 */
import { parseArgs } from 'node:util';
import { redactPassword } from '../open-database.js';
import { createBackup, type BackupConfig } from './create-backup.js';
import { BackupError, type BackupManifest } from './manifest.js';
import { restoreBackup } from './restore-backup.js';

export async function backupCommand(config: BackupConfig, args: string[]): Promise<string> {
  const { values } = parseArgs({ args, options: { to: { type: 'string' } } });
  const { folder, manifest } = await createBackup(config, values.to ? { to: values.to } : {});
  return `Backed up ${describe(manifest)} to ${folder}`;
}

export async function restoreCommand(config: BackupConfig, args: string[]): Promise<string> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { force: { type: 'boolean' } } });
  const folder = positionals[0];
  if (!folder || positionals.length > 1) throw new BackupError('Usage: npm run db:restore -- BACKUP_FOLDER [--force]');
  const result = await restoreBackup(config, folder, { force: values.force === true });
  const into = config.DATABASE_URL ? redactPassword(config.DATABASE_URL) : config.SQLITE_PATH;
  const lines = [`Restored ${describe(result.manifest)} (taken ${result.manifest.createdAt}) into ${into}`];
  if (result.migrationsBehind > 0)
    lines.push(`The backup is ${result.migrationsBehind} migration(s) behind this code: run npm run db:migrate.`);
  return lines.join('\n');
}

function describe(manifest: BackupManifest): string {
  const tables = Object.values(manifest.tables);
  const rows = tables.reduce((sum, count) => sum + count, 0);
  const files = Object.values(manifest.files).reduce((sum, folder) => sum + folder.count, 0);
  return `${tables.length} tables (${rows} rows) and ${files} ${files === 1 ? 'file' : 'files'}`;
}
