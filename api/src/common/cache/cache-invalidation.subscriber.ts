import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataSource,
  EntitySubscriberInterface,
  InsertEvent,
  RemoveEvent,
  SoftRemoveEvent,
  UpdateEvent,
} from 'typeorm';
import { CatalogueCache } from './catalogue-cache.js';

/** Clears cached answers whenever this process writes to a table they were built from. */
@Injectable()
export class CacheInvalidationSubscriber implements EntitySubscriberInterface {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly cache: CatalogueCache,
  ) {
    dataSource.subscribers.push(this);
  }

  afterInsert(event: InsertEvent<unknown>): void {
    this.cache.invalidateTable(event.metadata.tableName);
  }
  afterUpdate(event: UpdateEvent<unknown>): void {
    this.cache.invalidateTable(event.metadata.tableName);
  }
  afterRemove(event: RemoveEvent<unknown>): void {
    this.cache.invalidateTable(event.metadata.tableName);
  }
  afterSoftRemove(event: SoftRemoveEvent<unknown>): void {
    this.cache.invalidateTable(event.metadata.tableName);
  }
}
