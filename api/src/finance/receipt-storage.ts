import { Inject, Injectable } from '@nestjs/common';
import { MAX_RECEIPT_BYTES } from '@lakeside/contracts';
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
import { FinanceError } from './finance-errors.js';

/** Field messages on the receipt when finance.receiptRejected says why. */
export const RECEIPT_MESSAGES = {
  notAPhoto: 'Choose a photo or a PDF of the receipt.',
  mismatch: 'The receipt file is not what its type says. Please choose the photo again.',
  missing: 'Choose a receipt photo',
  unreadable: 'The upload was cut short or is not a form upload. Please send the photo again.',
} as const;

/** Stored names are ours (uuid.ext); anything else is refused before touching the disk. */
const STORED_NAME = new RegExp(`^[0-9a-f-]{36}\\.(${RECEIPT_EXTENSIONS.join('|')})$`);

/** Receipt files on disk under RECEIPTS_DIR, named by a random id so names never collide or leak. */
@Injectable()
export class ReceiptStorage {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Checks size and real type against the declared one, writes the file, and returns its stored name. */
  async save(content: Buffer, declared: DeclaredFile): Promise<string> {
    if (content.length > MAX_RECEIPT_BYTES) throw new FinanceError('finance.receiptTooLarge');
    const extension = await detectedExtension(content);
    if (!extension) throw receiptRejected(RECEIPT_MESSAGES.notAPhoto);
    if (!declaresType(declared, extension)) throw receiptRejected(RECEIPT_MESSAGES.mismatch);
    const name = `${randomUUID()}.${extension}`;
    await fs.mkdir(this.config.RECEIPTS_DIR, { recursive: true });
    await fs.writeFile(path.join(this.config.RECEIPTS_DIR, name), content);
    return name;
  }

  async read(name: string): Promise<{ content: Buffer; contentType: string }> {
    if (!STORED_NAME.test(name)) throw new FinanceError('finance.receiptNotFound');
    try {
      const content = await fs.readFile(path.join(this.config.RECEIPTS_DIR, name));
      return { content, contentType: receiptContentType(name.split('.').pop() ?? '') };
    } catch {
      throw new FinanceError('finance.receiptNotFound');
    }
  }

  /** Forgets a stored receipt (replaced, or never attached); a name that is not ours is ignored. */
  async remove(name: string): Promise<void> {
    if (STORED_NAME.test(name)) await fs.rm(path.join(this.config.RECEIPTS_DIR, name), { force: true });
  }
}

/** 400 finance.receiptRejected with `message` on the receipt field, where the form shows it. */
export function receiptRejected(message: string): FinanceError {
  return new FinanceError('finance.receiptRejected', { errors: [{ field: 'receipt', message }] });
}
