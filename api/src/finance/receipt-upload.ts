import { BadRequestException } from '@nestjs/common';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { RECEIPT_TYPE_MESSAGE } from './receipt-storage.js';

export const RECEIPT_UNREADABLE_MESSAGE =
  'The upload was cut short or is not a form upload. Please send the photo again.';

/**
 * The receipt file of a multipart upload and its bytes; undefined when the request carries none.
 * A body that is not well-formed multipart (no boundary, cut short) makes the parser throw a
 * plain Error: the sender's mistake, so a 400, not a 500. The plugin's own errors (the 413 size
 * limits) carry their status already and pass through.
 */
export async function readReceiptUpload(
  request: FastifyRequest,
): Promise<{ file: MultipartFile; content: Buffer } | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    const file = await request.file();
    return file ? { file, content: await file.toBuffer() } : undefined;
  } catch (error) {
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new BadRequestException({
      message: RECEIPT_TYPE_MESSAGE,
      errors: [{ field: 'receipt', message: RECEIPT_UNREADABLE_MESSAGE }],
    });
  }
}
