import { createHash } from 'node:crypto';

/** What a `sessions` row's JSON holds. */
export interface SessionData {
  userId: number;
  createdAt: number;
  lastSeenAt: number;
}

/** The row's key for a cookie's token: its SHA-256, so a copy of the table cannot sign anyone in. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
