/** Posts of the retreat's Instagram account as `GET /api/instagram/posts?limit=N` returns them ([] when unconfigured). */
import { socialPostListReply, type SocialPostReply } from '@lakeside/contracts';
import { getFromApi, type Loaded } from './server-fetch';

export function fetchInstagramPosts(limit: number): Promise<Loaded<SocialPostReply[]>> {
  return getFromApi(`/api/instagram/posts?limit=${limit}`, socialPostListReply);
}
