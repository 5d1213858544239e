/**
 * The uploaded files a backup carries beside the database. Each folder has a name inside the
 * backup (files/<name>/) and a place on this server, from the configuration.
 *
 * Files are copied twice, before and after the database snapshot. A receipt is written before
 * its expense row names it, and an old one is deleted after the row stops naming it, so a file
 * the snapshot names was there at one of the two passes: the first catches one deleted during
 * the backup, the second one written during it. The second pass copies only files that are
 * new or whose size changed (a file caught half-written by the first).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config/config.js';
import { BackupError, type BackupManifest } from './manifest.js';

type Folders = Record<string, string>;

/** Where each kind of upload lives on this server; a new upload folder is one more line here. */
export function uploadFolders(config: Pick<AppConfig, 'RECEIPTS_DIR' | 'ROOM_PHOTOS_DIR'>): Folders {
  return { receipts: config.RECEIPTS_DIR, roomPhotos: config.ROOM_PHOTOS_DIR };
}

/** Brings `<backup>/files/<name>/` up to date with each upload folder; returns what it holds. */
export async function copyUploadsInto(backup: string, folders: Folders): Promise<BackupManifest['files']> {
  const files: BackupManifest['files'] = {};
  for (const [name, source] of Object.entries(folders)) {
    const target = path.join(backup, 'files', name);
    await fs.mkdir(target, { recursive: true });
    await copyNewFiles(source, target);
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

async function copyNewFiles(source: string, target: string): Promise<void> {
  if (!(await exists(source))) return;
  for (const entry of await fs.readdir(source, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(target, path.relative(source, from));
    const [original, copy] = await Promise.all([
      fs.stat(from).catch(() => undefined),
      fs.stat(to).catch(() => undefined),
    ]);
    // Gone since the listing (a replaced receipt), or already copied whole.
    if (!original || copy?.size === original.size) continue;
    await fs.mkdir(path.dirname(to), { recursive: true });
    await fs.copyFile(from, to).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
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
