import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataSource,
  EntitySubscriberInterface,
  InsertEvent,
  QueryRunner,
  RemoveEvent,
  SoftRemoveEvent,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  UpdateEvent,
} from 'typeorm';
import { CacheSync } from './cache-sync.js';
import { CatalogueCache } from './catalogue-cache.js';

/** Shared bookkeeping written on almost every request and never cached: announcing it would loop. */
const UNCACHED_TABLES = new Set(['cache_versions', 'rate_limit_counters', 'job_leases']);

type WriteEvent = InsertEvent<unknown> | UpdateEvent<unknown> | RemoveEvent<unknown> | SoftRemoveEvent<unknown>;

/**
 * Clears cached answers whenever this process writes to a table they were built from.
 * Inside a transaction the tables are cleared again after COMMIT: a read between the write
 * and the commit (another MySQL connection) would otherwise cache the old rows. Committed
 * writes are then announced to the other API instances (CacheSync), not awaited: the reply
 * need not wait for it.
 */
@Injectable()
export class CacheInvalidationSubscriber implements EntitySubscriberInterface {
  private readonly pending = new WeakMap<QueryRunner, Set<string>>();

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly cache: CatalogueCache,
    private readonly sync: CacheSync,
  ) {
    dataSource.subscribers.push(this);
  }

  afterInsert(event: InsertEvent<unknown>): void {
    this.touched(event);
  }
  afterUpdate(event: UpdateEvent<unknown>): void {
    this.touched(event);
  }
  afterRemove(event: RemoveEvent<unknown>): void {
    this.touched(event);
  }
  afterSoftRemove(event: SoftRemoveEvent<unknown>): void {
    this.touched(event);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const tables = this.pending.get(event.queryRunner);
    this.pending.delete(event.queryRunner);
    if (!tables) return;
    tables.forEach((table) => this.cache.invalidateTable(table));
    void this.sync.announce(tables);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.pending.delete(event.queryRunner);
  }

  private touched(event: WriteEvent): void {
    const table = event.metadata.tableName;
    if (UNCACHED_TABLES.has(table)) return;
    this.cache.invalidateTable(table);
    if (event.queryRunner.isTransactionActive) {
      const tables = this.pending.get(event.queryRunner) ?? new Set<string>();
      tables.add(table);
      this.pending.set(event.queryRunner, tables);
    } else {
      void this.sync.announce([table]);
    }
  }
}
