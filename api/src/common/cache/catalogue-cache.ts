import { Injectable } from '@nestjs/common';

/** How long an answer may be served without a write having cleared it (other API instances' writes). */
export const CATALOGUE_TTL_MS = 60_000;

interface Entry {
  body: Promise<string>;
  tables: readonly string[];
  expiresAt: number;
}

/**
 * Read-mostly public answers (the room catalogue, the menu, weekly templates) kept in memory
 * as ready-to-send JSON. Guests on a slow link read these on every page; the database is asked
 * again only after a write to one of the answer's tables (see CacheInvalidationSubscriber) or
 * when the TTL runs out, which bounds staleness when several API instances share a database.
 */
@Injectable()
export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The JSON for `key`, loading it once (concurrent callers share the load) when missing or stale. */
  json(key: string, tables: readonly string[], load: () => Promise<unknown>): Promise<string> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.body;
    const body = load().then((value) => JSON.stringify(value));
    this.entries.set(key, { body, tables, expiresAt: this.now() + CATALOGUE_TTL_MS });
    // A failed load must not be cached: the next request tries the database again.
    body.catch(() => this.entries.delete(key));
    return body;
  }

  /** Forgets every answer built from `table`. */
  invalidateTable(table: string): void {
    for (const [key, entry] of this.entries) {
      if (entry.tables.includes(table)) this.entries.delete(key);
    }
  }
}
