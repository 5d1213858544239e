import { Global, Module } from '@nestjs/common';
import { CacheInvalidationSubscriber } from './cache-invalidation.subscriber.js';
import { CatalogueCache } from './catalogue-cache.js';

@Global()
@Module({
  providers: [{ provide: CatalogueCache, useFactory: () => new CatalogueCache() }, CacheInvalidationSubscriber],
  exports: [CatalogueCache],
})
export class CacheModule {}
