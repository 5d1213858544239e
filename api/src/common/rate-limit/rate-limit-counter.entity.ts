import { Column, Entity, PrimaryColumn } from 'typeorm';

/** BIGINT arrives as a string from mysql2 and as a number from better-sqlite3. */
const epochMs = { to: (value: number) => value, from: (value: string | number) => Number(value) };

/**
 * A fixed-window hit counter shared by every API instance (public-write rate limits, sign-in
 * back-off): `hits` counts the window that ends at `expiresAt`. Kept in the database so two
 * instances do not each allow the limit and a restart does not forget it.
 */
@Entity('rate_limit_counters')
export class RateLimitCounter {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  counterKey: string;

  @Column({ type: 'int' })
  hits: number;

  /** Milliseconds since the epoch when this window ends. */
  @Column({ type: 'bigint', transformer: epochMs })
  expiresAt: number;
}
