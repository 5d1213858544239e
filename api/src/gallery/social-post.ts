import type { SocialPostReply } from '@lakeside/contracts';
import { z } from 'zod';

/**
 * One post of the retreat's Instagram account as the API returns it (docs/requirements/data-model.md#social-posts;
 * the contracts' socialPostReply), keeping the Graph API's field names, which the gallery and
 * contact pages read. Absent optional fields are null, so every post has the same keys.
 */
export type SocialPost = SocialPostReply;

// Links and image sources go straight into the site's pages: only http(s) URLs pass.
const webUrl = z.url({ protocol: /^https?$/ });

const graphMedia = z.object({
  id: z.string().min(1),
  media_type: z.string().min(1),
  media_url: webUrl.optional(),
  thumbnail_url: webUrl.optional(),
  caption: z.string().optional(),
  permalink: webUrl,
  // Graph writes "2026-05-01T12:00:00+0000", which Date reads but is not strict ISO 8601.
  timestamp: z.string().refine((value) => !Number.isNaN(Date.parse(value))),
});

const graphMediaPage = z.object({ data: z.array(z.unknown()) });

/**
 * The posts in a Graph API `/me/media` answer. A post the site could not show (no picture,
 * a malformed link) is skipped; an answer that is not a media page at all throws.
 */
export function toSocialPosts(body: unknown): SocialPost[] {
  const page = graphMediaPage.parse(body);
  return page.data.flatMap((item) => {
    const parsed = graphMedia.safeParse(item);
    if (!parsed.success) return [];
    const media = parsed.data;
    if (!media.media_url && !media.thumbnail_url) return [];
    return [
      {
        id: media.id,
        media_type: media.media_type,
        media_url: media.media_url ?? null,
        thumbnail_url: media.thumbnail_url ?? null,
        caption: media.caption ?? null,
        permalink: media.permalink,
        timestamp: new Date(media.timestamp).toISOString(),
      },
    ];
  });
}
