/**
 * The fingerprint of a validated request kept beside its idempotency key: a replay of the same
 * request matches it, a different request under a reused key does not. It hashes the parsed body
 * (zod gives its keys in the schema's order, so the client's key order does not matter) without
 * the key itself.
 */
import { createHash } from 'node:crypto';

export function requestFingerprint(request: object, without: string): string {
  const rest = Object.fromEntries(Object.entries(request).filter(([key]) => key !== without));
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

/** A row written before fingerprints were kept (null) matches any replay. */
export function sameRequest(stored: string | null, fingerprint: string): boolean {
  return stored === null || stored === fingerprint;
}
