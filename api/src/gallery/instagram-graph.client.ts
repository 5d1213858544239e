import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { toSocialPosts, type SocialPost } from './social-post.js';

/** The fields the gallery shows (docs/requirements/data-model.md#social-posts). */
const MEDIA_FIELDS = 'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp';

/** Reads the retreat account's media from the Instagram Graph API (INSTAGRAM_API_BASE). */
@Injectable()
export class InstagramGraphClient {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Without a token there is no account to read: the gallery is simply empty. */
  get isConfigured(): boolean {
    return Boolean(this.config.INSTAGRAM_ACCESS_TOKEN);
  }

  /**
   * The newest `count` posts. Throws when Instagram fails, answers something else than a
   * media page, or takes longer than INSTAGRAM_TIMEOUT_MS (body included). Error messages
   * never contain the URL, which carries the access token.
   */
  async recentMedia(count: number): Promise<SocialPost[]> {
    const url = new URL(`${this.config.INSTAGRAM_API_BASE.replace(/\/+$/, '')}/me/media`);
    url.searchParams.set('fields', MEDIA_FIELDS);
    url.searchParams.set('limit', String(count));
    url.searchParams.set('access_token', this.config.INSTAGRAM_ACCESS_TOKEN ?? '');
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.config.INSTAGRAM_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`Instagram answered ${response.status}`);
    }
    return toSocialPosts(await response.json());
  }
}
