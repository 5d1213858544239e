import { Controller, Get, Header, Query } from '@nestjs/common';
import { InstagramFeed } from './instagram-feed.service.js';
import { InstagramPostsQuery } from './instagram-posts.query.js';
import type { SocialPost } from './social-post.js';

@Controller('api/instagram')
export class InstagramPostsController {
  constructor(private readonly feed: InstagramFeed) {}

  /** The gallery and the contact page's social panel (spec §7). Always a list, [] when Instagram is unavailable. */
  @Get('posts')
  @Header('cache-control', 'public, max-age=60')
  posts(@Query() query: InstagramPostsQuery): Promise<SocialPost[]> {
    return this.feed.latest(query.limit);
  }
}
