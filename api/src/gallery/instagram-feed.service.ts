import { Injectable, Logger } from '@nestjs/common';
import { GALLERY_LIMITS } from '@lakeside/contracts';
import { InstagramGraphClient } from './instagram-graph.client.js';
import { RefreshingCache } from './refreshing-cache.js';
import type { SocialPost } from './social-post.js';

const MINUTE = 60_000;

/**
 * The account's latest posts for the gallery (12) and the contact page (6). One cached list
 * of the largest page serves every `limit`, so Instagram is asked at most once per 15 minutes
 * whatever the pages ask for. Failing or unconfigured, the answer is [] (or the last good
 * list, for up to a day: Instagram's image URLs stop working after a few days).
 */
@Injectable()
export class InstagramFeed {
  private readonly logger = new Logger('Instagram');
  private readonly cache: RefreshingCache<SocialPost[]>;

  constructor(private readonly graph: InstagramGraphClient) {
    this.cache = new RefreshingCache(
      () => graph.recentMedia(GALLERY_LIMITS.maxPageSize),
      [],
      { freshForMs: 15 * MINUTE, retryAfterFailureMs: MINUTE, keepStaleForMs: 24 * 60 * MINUTE },
      (error) => this.logger.warn(`Could not load posts: ${describe(error)}`),
    );
  }

  async latest(limit: number): Promise<SocialPost[]> {
    if (!this.graph.isConfigured) return [];
    return (await this.cache.get()).slice(0, limit);
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error.cause as { code?: string } | undefined)?.code;
  return cause ? `${error.message} (${cause})` : error.message;
}
