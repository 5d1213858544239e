import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LessThanOrEqual, type DataSource } from 'typeorm';
import { runWriteTransaction } from '../../database/write-transaction.js';
import { RateLimitCounter } from './rate-limit-counter.entity.js';

/** One fixed window of a counter: its hits so far and when it ends (ms since the epoch). */
export interface CounterWindow {
  hits: number;
  expiresAt: number;
}

/**
 * Hit counters that every API instance sees and that outlive a restart: the public-write rate
 * limits use them, and any other per-key limit (sign-in back-off) should, so that N instances
 * never allow N times the limit.
 */
export abstract class SharedCounters {
  /**
   * Counts one hit; a new window of `windowMs` starts when the key has none or its window ended.
   * A `sliding` window is pushed to `windowMs` after every hit: the count lives while hits keep coming.
   */
  abstract increment(
    key: string,
    windowMs: number,
    now?: number,
    options?: { sliding?: boolean },
  ): Promise<CounterWindow>;
  /** The key's live window, undefined when it has none. */
  abstract peek(key: string, now?: number): Promise<CounterWindow | undefined>;
  abstract reset(key: string): Promise<void>;
  /** Forgets ended windows (a scheduled job); returns how many. */
  abstract deleteExpired(now?: number): Promise<number>;
}

/**
 * The counters in the `rate_limit_counters` table. One upsert per hit, in a transaction that
 * then reads the row back: the upsert's row lock makes concurrent hits on the key count one
 * after another, whichever instance they reach. The SQL differs per driver (no portable upsert).
 */
@Injectable()
export class DatabaseCounters extends SharedCounters {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  increment(key: string, windowMs: number, now = Date.now(), { sliding = false } = {}): Promise<CounterWindow> {
    const expiresAt = now + windowMs;
    const sqlite = this.dataSource.options.type === 'better-sqlite3';
    const upsert = sqlite
      ? `INSERT INTO rate_limit_counters (counterKey, hits, expiresAt) VALUES (?, 1, ?)
         ON CONFLICT (counterKey) DO UPDATE SET
           hits = CASE WHEN expiresAt <= ? THEN 1 ELSE hits + 1 END,
           expiresAt = ${sliding ? 'excluded.expiresAt' : 'CASE WHEN expiresAt <= ? THEN excluded.expiresAt ELSE expiresAt END'}`
      : // MySQL assigns left to right: the second IF still reads the old expiresAt.
        `INSERT INTO rate_limit_counters (counterKey, hits, expiresAt) VALUES (?, 1, ?)
         ON DUPLICATE KEY UPDATE
           hits = IF(expiresAt <= ?, 1, hits + 1),
           expiresAt = ${sliding ? '?' : 'IF(expiresAt <= ?, ?, expiresAt)'}`;
    const newWindow = sliding ? (sqlite ? [] : [expiresAt]) : sqlite ? [now] : [now, expiresAt];
    const parameters = [key, expiresAt, now, ...newWindow];
    // Idempotent enough: a hit counted twice after a lost COMMIT only brings the limit one hit closer.
    return runWriteTransaction(
      this.dataSource,
      async (manager) => {
        await manager.query(upsert, parameters);
        const row = await manager.findOneByOrFail(RateLimitCounter, { counterKey: key });
        return { hits: row.hits, expiresAt: row.expiresAt };
      },
      { idempotent: true },
    );
  }

  async peek(key: string, now = Date.now()): Promise<CounterWindow | undefined> {
    const row = await this.dataSource.getRepository(RateLimitCounter).findOneBy({ counterKey: key });
    return row && row.expiresAt > now ? { hits: row.hits, expiresAt: row.expiresAt } : undefined;
  }

  async reset(key: string): Promise<void> {
    await runWriteTransaction(this.dataSource, (manager) => manager.delete(RateLimitCounter, { counterKey: key }));
  }

  async deleteExpired(now = Date.now()): Promise<number> {
    const result = await runWriteTransaction(this.dataSource, (manager) =>
      manager.delete(RateLimitCounter, { expiresAt: LessThanOrEqual(now) }),
    );
    return result.affected ?? 0;
  }
}
