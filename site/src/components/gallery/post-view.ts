/** How a social post reads on a gallery card (docs/requirements/pages-and-routes.md#gallery). */
import { GALLERY_LIMITS, type SocialPostReply } from '@lakeside/contracts';

/** Captions longer than 150 characters are cut there and end with an ellipsis. */
export function shortCaption(caption: string, max: number = GALLERY_LIMITS.captionMaxLength): string {
  const text = caption.trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

export type MediaKind = 'video' | 'album' | 'image';

export function mediaKind(post: SocialPostReply): MediaKind {
  if (post.media_type === 'VIDEO') return 'video';
  if (post.media_type === 'CAROUSEL_ALBUM') return 'album';
  return 'image';
}

/** A video shows its thumbnail (or the media URL when it has none); others their media. */
export function pictureOf(post: SocialPostReply): string | null {
  return mediaKind(post) === 'video' ? (post.thumbnail_url ?? post.media_url) : (post.media_url ?? post.thumbnail_url);
}
