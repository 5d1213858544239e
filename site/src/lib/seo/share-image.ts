/**
 * The picture link previews show (og:image, twitter:image). Social networks read only raster
 * images, so the share card is a PNG drawn from scripts/share-card.svg by
 * scripts/render-share-image.mjs, one per language because it carries the tagline.
 */
import { dictionary, type Lang } from '../i18n';

export interface ShareImage {
  /** Root path of a PNG or JPEG under public/; the layout makes it absolute. */
  path: string;
  width: number;
  height: number;
  type: 'image/png' | 'image/jpeg';
  /** What the picture shows, in the page's language. */
  alt: string;
}

/** The share card: 1200×630, the 1.91:1 size Open Graph and X's large card ask for. */
export function defaultShareImage(lang: Lang): ShareImage {
  return {
    path: `/og/lakeside-share-${lang}.png`,
    width: 1200,
    height: 630,
    type: 'image/png',
    alt: dictionary(lang).common.shareImageAlt,
  };
}
