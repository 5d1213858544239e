/**
 * Read-only access to the running system's database file, for tests that compare what a
 * screen shows with the rows behind it. The API keeps writing; this connection only reads.
 */
import Database from 'better-sqlite3';
import { inject } from 'vitest';

export function queryDatabase<T>(sql: string, ...params: unknown[]): T {
  const db = new Database(inject('system').sqlitePath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}
