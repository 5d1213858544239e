import { Controller, Get, Header, Query } from '@nestjs/common';
import { socialPostListReply } from '@lakeside/contracts';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { InstagramFeed } from './instagram-feed.service.js';
import { InstagramPostsQuery } from './instagram-posts.query.js';
import type { SocialPost } from './social-post.js';

@Controller('api/instagram')
export class InstagramPostsController {
  constructor(private readonly feed: InstagramFeed) {}

  /** The gallery and the contact page's social panel (docs/requirements/pages-and-routes.md#gallery). Always a list, [] when Instagram is unavailable. */
  @Get('posts')
  @ReplyContract(socialPostListReply)
  @Header('cache-control', 'public, max-age=60')
  posts(@Query() query: InstagramPostsQuery): Promise<SocialPost[]> {
    return this.feed.latest(query.limit);
  }
}
