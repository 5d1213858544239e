/**
 * The guest's booking, read by the site's server for /booking/{reference} with the token of
 * the mailed link. The token goes from server to server only; the browser's own copy stays
 * in its address bar (the page sends no referrer to other origins, see private-page.ts).
 */
import { managedBookingReply, parseReply, ReplyMismatchError, type ManagedBookingReply } from '@lakeside/contracts';
import { siteConfig } from '../site-config';

/** Long enough for a cold API, short enough that a guest on a phone is not kept waiting. */
const SERVER_TIMEOUT_MS = 3_000;

/**
 * 'missing' is the API's one 404 for unknown, forged and expired links alike; otherwise the
 * API could not answer, and the page says so rather than claiming the booking does not exist.
 */
export type ManagedBookingLookup = { ok: true; data: ManagedBookingReply } | { ok: false; missing: boolean };

export async function fetchManagedBooking(reference: string, token: string): Promise<ManagedBookingLookup> {
  // Without a token no link can match: ask nothing, answer as the API would.
  if (!token) return { ok: false, missing: true };
  const path = `/api/bookings/${encodeURIComponent(reference)}`;
  try {
    const response = await fetch(`${siteConfig().apiUrl}${path}?t=${encodeURIComponent(token)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
    });
    if (response.status === 404) return { ok: false, missing: true };
    if (!response.ok) return { ok: false, missing: false };
    // The source names the path without the token, so a logged mismatch never carries it.
    return { ok: true, data: parseReply(managedBookingReply, await response.json(), `GET ${path}`) };
  } catch (error) {
    if (error instanceof ReplyMismatchError) console.error(error.message);
    return { ok: false, missing: false };
  }
}
