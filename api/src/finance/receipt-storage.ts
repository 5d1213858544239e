import { BadRequestException, Inject, Injectable, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';

/** A phone photo of a receipt is 1–4 MB; 8 MB leaves room without inviting abuse. */
export const MAX_RECEIPT_BYTES = 8 * 1024 * 1024;

/** What a receipt may be, judged by its bytes (not its name or the browser's claim). */
const ACCEPTED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/heic', 'heic'],
  ['application/pdf', 'pdf'],
]);

export const RECEIPT_TYPE_MESSAGE = 'The receipt must be a photo (JPEG, PNG, WebP, HEIC) or a PDF.';
export const RECEIPT_SIZE_MESSAGE = `The receipt must be at most ${MAX_RECEIPT_BYTES / 1024 / 1024} MB.`;

/** Receipt files on disk under RECEIPTS_DIR, named by a random id so names never collide or leak. */
@Injectable()
export class ReceiptStorage {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Checks size and real type, writes the file, and returns its stored name. */
  async save(content: Buffer): Promise<string> {
    if (content.length > MAX_RECEIPT_BYTES) throw new PayloadTooLargeException(RECEIPT_SIZE_MESSAGE);
    const type = await fileTypeFromBuffer(content);
    const extension = type ? ACCEPTED.get(type.mime) : undefined;
    if (!extension)
      throw new BadRequestException({
        message: RECEIPT_TYPE_MESSAGE,
        errors: [{ field: 'receipt', message: RECEIPT_TYPE_MESSAGE }],
      });
    const name = `${randomUUID()}.${extension}`;
    await fs.mkdir(this.config.RECEIPTS_DIR, { recursive: true });
    await fs.writeFile(path.join(this.config.RECEIPTS_DIR, name), content);
    return name;
  }

  async read(name: string): Promise<{ content: Buffer; contentType: string }> {
    // Stored names are ours (uuid.ext); anything else is refused before touching the disk.
    if (!/^[0-9a-f-]{36}\.(jpg|png|webp|heic|pdf)$/.test(name)) throw new NotFoundException('Receipt not found');
    const extension = name.split('.').pop() ?? '';
    const contentType = [...ACCEPTED].find(([, ext]) => ext === extension)?.[0] ?? 'application/octet-stream';
    try {
      return { content: await fs.readFile(path.join(this.config.RECEIPTS_DIR, name)), contentType };
    } catch {
      throw new NotFoundException('Receipt not found');
    }
  }
}
