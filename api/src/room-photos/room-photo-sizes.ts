import { ROOM_PHOTO_FORMATS, ROOM_PHOTO_LIMITS, type RoomPhotoFormat } from '@lakeside/contracts';
import sharp, { type Sharp } from 'sharp';
import type { PhotoSize } from './room-photo.entity.js';

/**
 * How hard each encoder works: AVIF at effort 4 took seconds per size on the build machines'
 * two cores, 2 gives files a few percent larger in a fraction of the time.
 */
const ENCODERS: Record<RoomPhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};

export interface MadeSize extends PhotoSize {
  format: RoomPhotoFormat;
  content: Buffer;
}

/** The widths to make of a photo `width` pixels wide: ours up to its own, and its own when it is narrower than the largest. */
export function widthsFor(width: number): number[] {
  const widths: number[] = ROOM_PHOTO_LIMITS.widths.filter((size) => size <= width);
  const largest = ROOM_PHOTO_LIMITS.widths.at(-1) ?? width;
  if (width < largest && !widths.includes(width)) widths.push(width);
  return widths;
}

/**
 * Every size of the photo in every format, upright (a phone's EXIF orientation applied) and
 * without its metadata (a phone's GPS position stays with the original, which is never served).
 * Undefined when the bytes are not a picture sharp can read.
 */
export async function makeSizes(original: Buffer): Promise<MadeSize[] | undefined> {
  const metadata = await sharp(original)
    .metadata()
    .catch(() => undefined);
  if (!metadata?.width || !metadata.height) return undefined;
  const { width } = metadata.autoOrient;
  const made: MadeSize[] = [];
  try {
    for (const target of widthsFor(width)) {
      const resized = sharp(original).rotate().resize({ width: target, withoutEnlargement: true });
      for (const format of ROOM_PHOTO_FORMATS) {
        const { data, info } = await ENCODERS[format](resized.clone()).toBuffer({ resolveWithObject: true });
        made.push({ format, width: info.width, height: info.height, content: data });
      }
    }
  } catch {
    return undefined; // a truncated or corrupt picture: its header read, its pixels did not
  }
  return made.length ? made : undefined;
}
