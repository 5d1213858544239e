import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { isUniqueViolation } from '../errors/database-errors.js';
import { CacheVersion } from './cache-version.entity.js';
import { CatalogueCache } from './catalogue-cache.js';

/**
 * Carries cache invalidation between API instances through the database they share: after a
 * committed write this instance raises the version of each table it wrote, and every instance
 * reads the (tiny) version table every CACHE_SYNC_INTERVAL_MS and forgets answers built from a
 * table whose version moved. A price changed through one instance is thus served by all of
 * them within about one interval. Off on SQLite: the file belongs to one instance.
 */
@Injectable()
export class CacheSync implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('CacheSync');
  private readonly enabled: boolean;
  /** Versions as last read; undefined until the first read succeeded. */
  private seen: Map<string, number> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private polling = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: CatalogueCache,
  ) {
    this.enabled = dataSource.options.type !== 'better-sqlite3';
  }

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    this.timer = setInterval(() => void this.poll(), this.config.CACHE_SYNC_INTERVAL_MS);
    this.timer.unref();
    void this.poll();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Tells the other instances that `tables` changed; called after the write committed. */
  async announce(tables: Iterable<string>): Promise<void> {
    if (!this.enabled) return;
    for (const tableName of tables) {
      try {
        await this.bump(tableName);
      } catch (error) {
        // The TTL still bounds how long another instance can serve the old answer.
        this.logger.warn(`Could not announce a change to ${tableName}: ${describe(error)}`);
      }
    }
  }

  /** Reads the versions once and forgets what changed since the last read. */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const rows = await this.dataSource.getRepository(CacheVersion).find();
      const versions = new Map(rows.map((row) => [row.tableName, row.version]));
      for (const [table, version] of versions) {
        if (this.seen && this.seen.get(table) !== version) this.cache.invalidateTable(table);
      }
      this.seen = versions;
    } catch (error) {
      // Unable to tell what changed meanwhile, so nothing cached can be trusted.
      this.cache.clear();
      this.seen = undefined;
      this.logger.warn(`Could not read cache versions: ${describe(error)}`);
    } finally {
      this.polling = false;
    }
  }

  /** UPDATE first (the usual case); the first write to a table inserts its row. */
  private async bump(tableName: string): Promise<void> {
    const repository = this.dataSource.getRepository(CacheVersion);
    const raise = () => repository.increment({ tableName }, 'version', 1);
    if ((await raise()).affected) return;
    try {
      await repository.insert({ tableName, version: 1 });
    } catch (error) {
      // Another instance inserted it first.
      if (!isUniqueViolation(error)) throw error;
      await raise();
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
