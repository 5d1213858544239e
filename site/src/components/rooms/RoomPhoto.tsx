/**
 * A room photo as a <picture>: AVIF, then WebP, each with every size the API made (srcset), so a
 * phone downloads the small one and a desktop at 2x the large one. width/height give the box its
 * proportions before a byte arrives (no layout shift); below the fold it loads lazily, and the
 * first picture a page shows is fetched first.
 */
import type { RoomPhotoReply } from '@lakeside/contracts';
import type { Lang } from '../../lib/i18n';

interface Props {
  photo: RoomPhotoReply;
  lang: Lang;
  /** Above the fold: load at once and before other pictures. */
  eager: boolean;
  /** How wide the picture is drawn (the `sizes` attribute), so the browser picks the size it needs. */
  sizes: string;
}

/** The fallback <img> takes the middle WebP: every browser that reads neither source shows that. */
const FALLBACK_FORMAT = 'webp';

export function RoomPhoto({ photo, lang, eager, sizes }: Props) {
  const formats = [...new Set(photo.variants.map((variant) => variant.format))];
  const fallbacks = photo.variants.filter((variant) => variant.format === FALLBACK_FORMAT);
  const fallback = fallbacks[Math.floor((fallbacks.length - 1) / 2)] ?? photo.variants[0]!;
  const alt = lang === 'es' && photo.altEs ? photo.altEs : photo.alt;
  return (
    <picture>
      {formats.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          sizes={sizes}
          srcSet={photo.variants
            .filter((variant) => variant.format === format)
            .map((variant) => `${variant.url} ${variant.width}w`)
            .join(', ')}
        />
      ))}
      <img
        src={fallback.url}
        alt={alt}
        lang={lang === 'es' && !photo.altEs ? 'en' : undefined}
        width={photo.width}
        height={photo.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
