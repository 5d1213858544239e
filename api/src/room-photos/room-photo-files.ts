import { Inject, Injectable } from '@nestjs/common';
import { ROOM_PHOTO_FORMATS, type RoomPhotoFormat } from '@lakeside/contracts';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { RoomPhotoError } from './room-photo-errors.js';
import type { MadeSize } from './room-photo-sizes.js';

/** Where guests fetch a size; the file's name is all the route needs. */
export const ROOM_PHOTO_FILES_PATH = '/api/room-photos/files/';

/** A served size is `<content hash>-<width>.<format>`; anything else is refused before touching the disk. */
const SERVED_NAME = new RegExp(`^([0-9a-f]{64})-\\d{1,5}\\.(${ROOM_PHOTO_FORMATS.join('|')})$`);

const CONTENT_TYPES: Record<RoomPhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

export function sizeFileName(fileKey: string, width: number, format: RoomPhotoFormat): string {
  return `${fileKey}-${width}.${format}`;
}

/**
 * Room photo files under ROOM_PHOTOS_DIR, all named by the original's content hash: the
 * original (`<hash>.<ext>`, kept but never served) and its sizes. A photo's files are written
 * before its row and removed after it, so a row never names a missing file.
 */
@Injectable()
export class RoomPhotoFiles {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async write(fileKey: string, originalType: string, original: Buffer, sizes: MadeSize[]): Promise<void> {
    const dir = this.config.ROOM_PHOTOS_DIR;
    await fs.mkdir(dir, { recursive: true });
    try {
      await fs.writeFile(path.join(dir, `${fileKey}.${originalType}`), original);
      for (const size of sizes)
        await fs.writeFile(path.join(dir, sizeFileName(fileKey, size.width, size.format)), size.content);
    } catch (error) {
      await this.remove(fileKey);
      throw error;
    }
  }

  /** Removes every file of the photo whose content hash is `fileKey`: the original and each size. */
  async remove(fileKey: string): Promise<void> {
    const names = await fs.readdir(this.config.ROOM_PHOTOS_DIR).catch(() => []);
    for (const name of names.filter((entry) => entry.startsWith(fileKey)))
      await fs.rm(path.join(this.config.ROOM_PHOTOS_DIR, name), { force: true });
  }

  /** A size as guests fetch it. */
  async read(name: string): Promise<{ content: Buffer; contentType: string }> {
    const format = SERVED_NAME.exec(name)?.[2] as RoomPhotoFormat | undefined;
    if (!format) throw new RoomPhotoError('photos.notFound');
    try {
      return {
        content: await fs.readFile(path.join(this.config.ROOM_PHOTOS_DIR, name)),
        contentType: CONTENT_TYPES[format],
      };
    } catch {
      throw new RoomPhotoError('photos.notFound');
    }
  }
}
