/** Posts of the retreat's Instagram account as `GET /api/instagram/posts?limit=N` returns them ([] when unconfigured). */
import { getFromApi, type Loaded } from './server-fetch';

export interface SocialPost {
  id: string;
  /** 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM'; anything else reads as an image. */
  media_type: string;
  media_url: string | null;
  thumbnail_url: string | null;
  caption: string | null;
  permalink: string;
  timestamp: string;
}

function isPostList(body: unknown): body is SocialPost[] {
  return (
    Array.isArray(body) &&
    body.every((post: Partial<SocialPost> | null) => typeof post?.id === 'string' && typeof post.permalink === 'string')
  );
}

export function fetchInstagramPosts(limit: number): Promise<Loaded<SocialPost[]>> {
  return getFromApi(`/api/instagram/posts?limit=${limit}`, isPostList);
}
