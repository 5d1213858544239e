import { BadRequestException, Inject, Injectable, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import {
  RECEIPT_EXTENSIONS,
  declaresType,
  detectedExtension,
  receiptContentType,
  type DeclaredFile,
} from './receipt-type.js';

/** A phone photo of a receipt is 1–4 MB; 8 MB leaves room without inviting abuse. */
export const MAX_RECEIPT_BYTES = 8 * 1024 * 1024;

export const RECEIPT_TYPE_MESSAGE = 'The receipt must be a photo (JPEG, PNG, WebP, HEIC) or a PDF.';
export const RECEIPT_MISMATCH_MESSAGE = 'The receipt file is not what its type says. Please choose the photo again.';
export const RECEIPT_SIZE_MESSAGE = `The receipt must be at most ${MAX_RECEIPT_BYTES / 1024 / 1024} MB.`;

/** Stored names are ours (uuid.ext); anything else is refused before touching the disk. */
const STORED_NAME = new RegExp(`^[0-9a-f-]{36}\\.(${RECEIPT_EXTENSIONS.join('|')})$`);

/** Receipt files on disk under RECEIPTS_DIR, named by a random id so names never collide or leak. */
@Injectable()
export class ReceiptStorage {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Checks size and real type against the declared one, writes the file, and returns its stored name. */
  async save(content: Buffer, declared: DeclaredFile): Promise<string> {
    if (content.length > MAX_RECEIPT_BYTES) throw new PayloadTooLargeException(RECEIPT_SIZE_MESSAGE);
    const extension = await detectedExtension(content);
    if (!extension) throw receiptError(RECEIPT_TYPE_MESSAGE);
    if (!declaresType(declared, extension)) throw receiptError(RECEIPT_MISMATCH_MESSAGE);
    const name = `${randomUUID()}.${extension}`;
    await fs.mkdir(this.config.RECEIPTS_DIR, { recursive: true });
    await fs.writeFile(path.join(this.config.RECEIPTS_DIR, name), content);
    return name;
  }

  async read(name: string): Promise<{ content: Buffer; contentType: string }> {
    if (!STORED_NAME.test(name)) throw new NotFoundException('Receipt not found');
    try {
      const content = await fs.readFile(path.join(this.config.RECEIPTS_DIR, name));
      return { content, contentType: receiptContentType(name.split('.').pop() ?? '') };
    } catch {
      throw new NotFoundException('Receipt not found');
    }
  }

  /** Forgets a stored receipt (replaced, or never attached); a name that is not ours is ignored. */
  async remove(name: string): Promise<void> {
    if (STORED_NAME.test(name)) await fs.rm(path.join(this.config.RECEIPTS_DIR, name), { force: true });
  }
}

function receiptError(message: string): BadRequestException {
  return new BadRequestException({ message: RECEIPT_TYPE_MESSAGE, errors: [{ field: 'receipt', message }] });
}
