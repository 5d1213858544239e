import { fileTypeFromBuffer } from 'file-type';

/** What a receipt may be, judged by its bytes (magic numbers, via file-type), and its file extension. */
const ACCEPTED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/heic', 'heic'],
  ['application/pdf', 'pdf'],
]);

/** Other names browsers and phones give the same types. */
const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/heif': 'image/heic',
};
const EXTENSIONS: Record<string, string> = {
  jpeg: 'jpg',
  jpg: 'jpg',
  png: 'png',
  webp: 'webp',
  heic: 'heic',
  heif: 'heic',
  pdf: 'pdf',
};

/** A browser that does not know the type (some phones, for HEIC) sends this; the file's name decides then. */
const UNKNOWN = new Set(['', 'application/octet-stream']);

/** Pictures a browser shows as pictures; anything else is only ever downloaded. */
const INLINE = new Set(['jpg', 'png', 'webp']);

export const RECEIPT_EXTENSIONS = [...ACCEPTED.values()];

export interface DeclaredFile {
  /** The Content-Type of the upload's part, as the browser sent it. */
  mimetype: string;
  filename: string;
}

/** The extension a receipt's bytes call for, undefined when they are not an accepted type. */
export async function detectedExtension(content: Buffer): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(content);
  return detected ? ACCEPTED.get(detected.mime) : undefined;
}

/**
 * Whether the upload declared the type its bytes are: a file is kept only when what it says it
 * is and what it is agree (no PDF sent as a photo, no page named .png).
 */
export function declaresType(declared: DeclaredFile, extension: string): boolean {
  const mimetype = declared.mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  const claimed = UNKNOWN.has(mimetype)
    ? EXTENSIONS[declared.filename.split('.').pop()?.toLowerCase() ?? '']
    : ACCEPTED.get(ALIASES[mimetype] ?? mimetype);
  return claimed === extension;
}

export function receiptContentType(extension: string): string {
  return [...ACCEPTED].find(([, ext]) => ext === extension)?.[0] ?? 'application/octet-stream';
}

/** Photos may open in the browser; a PDF (which can carry scripts) or HEIC is downloaded. */
export function receiptDisposition(name: string): string {
  const extension = name.split('.').pop() ?? '';
  return `${INLINE.has(extension) ? 'inline' : 'attachment'}; filename="receipt.${extension}"`;
}
