/**
 * The small JSON file that says what a backup folder holds, so a restore can check it before
 * touching anything and prove afterwards that it put back every row and every file.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';

const manifestSchema = z.object({
  /** Bumped when the folder's layout changes; a restore refuses formats it does not know. */
  format: z.literal(1),
  /** When the database snapshot began (ISO 8601, UTC). */
  createdAt: z.string(),
  driver: z.enum(['sqlite', 'mysql', 'mariadb']),
  /** The newest migration applied to the backed-up database, e.g. SpanishLocations1763800600000. */
  migration: z.string().nullable(),
  /** The dump's file name inside the folder. */
  database: z.string(),
  /** Rows per table in the snapshot, the migrations table included. */
  tables: z.record(z.string(), z.number().int().min(0)),
  /** Uploaded files per folder (receipts, …) and their total size. */
  files: z.record(z.string(), z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0) })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await fs.writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  const file = path.join(folder, MANIFEST_FILE);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    throw new BackupError(`${folder} is not a backup: it has no ${MANIFEST_FILE}`);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new BackupError(`${file} is not a manifest this version can read: ${parsed.error.message}`);
  return parsed.data;
}

/** A backup or restore that stopped on purpose (refused, or found it would lose data); the CLI prints the message. */
export class BackupError extends Error {
  override name = 'BackupError';
}
