import { errorMessage, MAX_RECEIPT_BYTES, type Language } from '@lakeside/contracts';

/** What the file picker offers: photos (the camera on a phone) and PDFs. */
export const RECEIPT_ACCEPT = 'image/*,application/pdf';

const RECEIPT_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf']);

/**
 * Why a picked file cannot be a receipt, or undefined: the API's own refusals, checked first
 * so a phone does not make a slow, doomed upload. Some browsers leave HEIC photos untyped.
 */
export function receiptProblem(file: Pick<File, 'name' | 'size' | 'type'>, language: Language): string | undefined {
  const typed = RECEIPT_TYPES.has(file.type) || (file.type === '' && /\.(heic|heif)$/i.test(file.name));
  if (!typed) return errorMessage('finance.receiptRejected', undefined, language);
  if (file.size > MAX_RECEIPT_BYTES) return errorMessage('finance.receiptTooLarge', undefined, language);
  return undefined;
}
