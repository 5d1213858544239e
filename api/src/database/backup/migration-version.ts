/**
 * A backup records the newest migration its database had; a restore compares it with the
 * migrations this code knows, because a schema the code has never heard of cannot be served.
 */
import { MIGRATIONS } from '../migrations/index.js';
import { BackupError } from './manifest.js';

/** The query that reads the newest applied migration, the same on both drivers. */
export const NEWEST_MIGRATION_SQL = 'SELECT name FROM migrations ORDER BY timestamp DESC, id DESC LIMIT 1';

const KNOWN = MIGRATIONS.map((migration) => new migration().name ?? migration.name);

export function codeMigrationVersion(): string {
  return KNOWN.at(-1) ?? '';
}

/**
 * Refuses a backup made by newer (or other) code; returns how many of this code's migrations
 * the backup lacks, which `npm run db:migrate` applies after the restore.
 */
export function migrationsBehind(backupVersion: string | null): number {
  if (backupVersion === null) return KNOWN.length;
  const index = KNOWN.indexOf(backupVersion);
  if (index < 0)
    throw new BackupError(
      `The backup's schema is at migration ${backupVersion}, which this code does not know (it ends at ${codeMigrationVersion()}). Restore it with the code that made it.`,
    );
  return KNOWN.length - 1 - index;
}
