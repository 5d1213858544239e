import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One counter per table that an API instance wrote to: raised after each committed write, so
 * every other instance polling this small table knows which of its cached answers are stale
 * (see CacheSync). Only server databases use it; an SQLite file has one instance.
 */
@Entity('cache_versions')
export class CacheVersion {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  tableName: string;

  @Column({ type: 'int', default: 0 })
  version: number;
}
