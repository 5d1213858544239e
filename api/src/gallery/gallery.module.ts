import { Module } from '@nestjs/common';
import { InstagramFeed } from './instagram-feed.service.js';
import { InstagramGraphClient } from './instagram-graph.client.js';
import { InstagramPostsController } from './instagram-posts.controller.js';

/** The photo gallery, fed by the retreat's Instagram account. */
@Module({
  controllers: [InstagramPostsController],
  providers: [InstagramGraphClient, InstagramFeed],
})
export class GalleryModule {}
