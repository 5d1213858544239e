import { randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: unguessable, URL-safe, 43 characters (the column holds 64). */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What a token can look like; anything else is answered as unknown without asking the database. */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(token);
}

/**
 * The link in every newsletter mail. It points at the site's origin, whose server forwards
 * /api/* to the API, so the guest stays on the retreat's domain.
 */
export function unsubscribeUrl(siteOrigin: string, token: string): string {
  const url = new URL('/api/mailing-list/unsubscribe', siteOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}
