import { Injectable } from '@nestjs/common';

/**
 * How long an answer may be served without a write having cleared it: a backstop for a change
 * announcement that never arrived (CacheSync normally clears other instances' answers within a second).
 */
export const CATALOGUE_TTL_MS = 60_000;

interface Entry {
  value: Promise<unknown>;
  /** The value as JSON, made once on first use. */
  json?: Promise<string>;
  tables: readonly string[];
  expiresAt: number;
}

/**
 * Read-mostly public answers (the room catalogue, the menu, weekly templates) kept in memory,
 * as values and as ready-to-send JSON. Guests on a slow link read these on every page; the
 * database is asked again only after a write to one of the answer's tables, through this
 * instance (CacheInvalidationSubscriber) or another one (CacheSync), or when the TTL runs out.
 */
@Injectable()
export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The value for `key`, loading it once (concurrent callers share the load) when missing or stale. */
  get<T>(key: string, tables: readonly string[], load: () => Promise<T>): Promise<T> {
    return this.entry(key, tables, load).value as Promise<T>;
  }

  /** The same value as a JSON string, serialised once per load. */
  json(key: string, tables: readonly string[], load: () => Promise<unknown>): Promise<string> {
    const entry = this.entry(key, tables, load);
    entry.json ??= entry.value.then((value) => JSON.stringify(value));
    return entry.json;
  }

  /** Forgets every answer built from `table`. */
  invalidateTable(table: string): void {
    for (const [key, entry] of this.entries) {
      if (entry.tables.includes(table)) this.entries.delete(key);
    }
  }

  /** Forgets every answer (when this instance cannot tell what other instances changed). */
  clear(): void {
    this.entries.clear();
  }

  private entry(key: string, tables: readonly string[], load: () => Promise<unknown>): Entry {
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > this.now()) return cached;
    const entry: Entry = { value: load(), tables, expiresAt: this.now() + CATALOGUE_TTL_MS };
    this.entries.set(key, entry);
    // A failed load must not be cached: the next request tries the database again.
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry;
  }
}
