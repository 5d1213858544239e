import { fileTypeFromBuffer } from 'file-type';

/** What a room photo may be, judged by its bytes (magic numbers, via file-type), and its extension. */
const ACCEPTED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/avif', 'avif'],
]);

/** Other names browsers give the same types. */
const ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };
const EXTENSIONS: Record<string, string> = { jpeg: 'jpg', jpg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };

/** A browser that does not know the type sends this; the file's name decides then. */
const UNKNOWN = new Set(['', 'application/octet-stream']);

export const PHOTO_EXTENSIONS = [...ACCEPTED.values()];

/** The extension a photo's bytes call for, undefined when they are not an accepted picture. */
export async function photoExtension(content: Buffer): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(content);
  return detected ? ACCEPTED.get(detected.mime) : undefined;
}

/**
 * Whether the upload's part declared the type its bytes are: a file is kept only when what it
 * says it is and what it is agree (no text file named .jpg, no PNG sent as a JPEG).
 */
export function declaresPhotoType(declared: { mimetype: string; filename: string }, extension: string): boolean {
  const mimetype = declared.mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  const claimed = UNKNOWN.has(mimetype)
    ? EXTENSIONS[declared.filename.split('.').pop()?.toLowerCase() ?? '']
    : ACCEPTED.get(ALIASES[mimetype] ?? mimetype);
  return claimed === extension;
}
