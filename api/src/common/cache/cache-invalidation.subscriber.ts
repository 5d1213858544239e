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
import { CatalogueCache } from './catalogue-cache.js';

type WriteEvent = InsertEvent<unknown> | UpdateEvent<unknown> | RemoveEvent<unknown> | SoftRemoveEvent<unknown>;

/**
 * Clears cached answers whenever this process writes to a table they were built from.
 * Inside a transaction the tables are cleared again after COMMIT: a read between the write
 * and the commit (another MySQL connection) would otherwise cache the old rows.
 */
@Injectable()
export class CacheInvalidationSubscriber implements EntitySubscriberInterface {
  private readonly pending = new WeakMap<QueryRunner, Set<string>>();

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly cache: CatalogueCache,
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
    tables?.forEach((table) => this.cache.invalidateTable(table));
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.pending.delete(event.queryRunner);
  }

  private touched(event: WriteEvent): void {
    const table = event.metadata.tableName;
    this.cache.invalidateTable(table);
    if (event.queryRunner.isTransactionActive) {
      const tables = this.pending.get(event.queryRunner) ?? new Set<string>();
      tables.add(table);
      this.pending.set(event.queryRunner, tables);
    }
  }
}
