/**
 * GET /api/instagram/posts: the retreat's Instagram posts for the gallery and the contact
 * page, keeping the Graph API's field names. Always a list ([] when Instagram is unavailable).
 */
import { z } from 'zod';
import { instantReply } from './reply.js';

export const socialPostReply = z.object({
  id: z.string(),
  /** IMAGE, VIDEO or CAROUSEL_ALBUM; the site shows anything else as an image. */
  media_type: z.string(),
  /** The image or video file; Instagram leaves it out for some reels. */
  media_url: z.string().nullable(),
  /** Poster frame of a VIDEO. */
  thumbnail_url: z.string().nullable(),
  caption: z.string().nullable(),
  /** The post on instagram.com. */
  permalink: z.string(),
  timestamp: instantReply,
});

export const socialPostListReply = z.array(socialPostReply);

export type SocialPostReply = z.infer<typeof socialPostReply>;
