/**
 * The uploaded files a backup carries beside the database. Each folder has a name inside the
 * backup (files/<name>/) and a place on this server, from the configuration.
 *
 * The database is backed up first and the files after it: a receipt is written to disk before
 * its expense row points at it, so every file the snapshot names is already there to copy.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config/config.js';
import { BackupError, type BackupManifest } from './manifest.js';

type Folders = Record<string, string>;

/** Where each kind of upload lives on this server; a new upload folder is one more line here. */
export function uploadFolders(config: Pick<AppConfig, 'RECEIPTS_DIR'>): Folders {
  return { receipts: config.RECEIPTS_DIR };
}

/** Copies every upload folder into `<backup>/files/<name>/` and returns what it copied. */
export async function copyUploadsInto(backup: string, folders: Folders): Promise<BackupManifest['files']> {
  const files: BackupManifest['files'] = {};
  for (const [name, source] of Object.entries(folders)) {
    const target = path.join(backup, 'files', name);
    await fs.mkdir(target, { recursive: true });
    if (await exists(source)) await fs.cp(source, target, { recursive: true, errorOnExist: true });
    files[name] = await tally(target);
  }
  return files;
}

/** Folders that already hold files, which a restore would replace. */
export async function nonEmptyUploadFolders(folders: Folders): Promise<string[]> {
  const found: string[] = [];
  for (const folder of Object.values(folders)) if ((await tally(folder)).count > 0) found.push(folder);
  return found;
}

/** Replaces each upload folder with the backup's copy and checks that every file arrived. */
export async function restoreUploadsFrom(
  backup: string,
  folders: Folders,
  expected: BackupManifest['files'],
): Promise<void> {
  for (const [name, target] of Object.entries(folders)) {
    const source = path.join(backup, 'files', name);
    await fs.rm(target, { recursive: true, force: true });
    await fs.mkdir(target, { recursive: true });
    if (await exists(source)) await fs.cp(source, target, { recursive: true });
    const want = expected[name] ?? { count: 0, bytes: 0 };
    const got = await tally(target);
    if (got.count !== want.count || got.bytes !== want.bytes)
      throw new BackupError(
        `Restored ${got.count} files (${got.bytes} bytes) into ${target}; the backup lists ${want.count} (${want.bytes} bytes)`,
      );
  }
}

async function tally(folder: string): Promise<{ count: number; bytes: number }> {
  if (!(await exists(folder))) return { count: 0, bytes: 0 };
  let count = 0;
  let bytes = 0;
  for (const entry of await fs.readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    count += 1;
    bytes += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { count, bytes };
}

/** Whether a file or folder is there. */
export async function exists(folder: string): Promise<boolean> {
  return fs.access(folder).then(
    () => true,
    () => false,
  );
}
