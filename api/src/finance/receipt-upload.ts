import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { RECEIPT_MESSAGES, receiptRejected } from './receipt-storage.js';

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
    throw receiptRejected(RECEIPT_MESSAGES.unreadable);
  }
}
