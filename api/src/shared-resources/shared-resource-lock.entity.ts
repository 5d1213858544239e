import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per shared resource (`shared_resource_locks`), written by every transaction that
 * adds a use of the resource — a private booking of it, or staff scheduling a communal session
 * on it — before it checks the other side. On MariaDB the write locks the row until COMMIT, so
 * those transactions run one at a time and each sees what the one before it committed; on
 * SQLite write transactions already queue (database/write-transaction.ts). Decision 0010.
 */
@Entity('shared_resource_locks')
export class SharedResourceLock {
  /** A SHARED_RESOURCES name: 'sauna'. */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  resource: string;

  /** How many writes have taken the lock: the write is what matters, the count is a by-product. */
  @Column({ type: 'int', default: 0 })
  writes: number;
}
