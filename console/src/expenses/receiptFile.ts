/** The API refuses larger receipts; checking first saves a phone a slow, doomed upload. */
export const MAX_RECEIPT_BYTES = 8 * 1024 * 1024;

/** What the file picker offers: photos (the camera on a phone) and PDFs. */
export const RECEIPT_ACCEPT = 'image/*,application/pdf';

const RECEIPT_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf']);

/** Why a picked file cannot be a receipt, or undefined. Some browsers leave HEIC photos untyped. */
export function receiptProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | undefined {
  const typed = RECEIPT_TYPES.has(file.type) || (file.type === '' && /\.(heic|heif)$/i.test(file.name));
  if (!typed) return 'The receipt must be a photo (JPEG, PNG, WebP, HEIC) or a PDF.';
  if (file.size > MAX_RECEIPT_BYTES) return 'The receipt must be at most 8 MB.';
  return undefined;
}
