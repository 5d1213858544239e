import { Global, Module } from '@nestjs/common';
import { CacheInvalidationSubscriber } from './cache-invalidation.subscriber.js';
import { CacheSync } from './cache-sync.js';
import { CatalogueCache } from './catalogue-cache.js';

@Global()
@Module({
  providers: [
    { provide: CatalogueCache, useFactory: () => new CatalogueCache() },
    CacheSync,
    CacheInvalidationSubscriber,
  ],
  exports: [CatalogueCache],
})
export class CacheModule {}
