/**
 * The guest's booking, read by the site's server for /booking/{reference} with the token of
 * the mailed link. The token goes from server to server only; the browser's own copy stays
 * in its address bar (the page sends no referrer to other origins, see private-page.ts).
 */
import {
  dateChangeQuoteReply,
  managedBookingReply,
  parseReply,
  ReplyMismatchError,
  type DateChangeQuoteReply,
  type ManagedBookingReply,
  type FieldError,
  type ReplySchema,
} from '@lakeside/contracts';
import { fieldErrorsOf, refusalOf, type Refusal } from './post-json';
import { siteConfig } from '../site-config';

/** Long enough for a cold API, short enough that a guest on a phone is not kept waiting. */
const SERVER_TIMEOUT_MS = 3_000;

/**
 * 'missing' is the API's one 404 for unknown, forged and expired links alike; otherwise the
 * API could not answer, and the page says so rather than claiming the booking does not exist.
 */
export type ManagedBookingLookup = { ok: true; data: ManagedBookingReply } | { ok: false; missing: boolean };

export async function fetchManagedBooking(reference: string, token: string): Promise<ManagedBookingLookup> {
  const lookup = await readWithLink(`/api/bookings/${encodeURIComponent(reference)}`, token, {}, managedBookingReply);
  return lookup.ok ? lookup : { ok: false, missing: lookup.missing };
}

/**
 * What moving the stay to other dates would mean: the API's quote, or its refusal (field
 * errors on the dates, a stay that can no longer move) for the page to show.
 */
export type DateChangeLookup =
  | { ok: true; data: DateChangeQuoteReply }
  | { ok: false; missing: boolean; refusal?: LinkRefusal | undefined };

export function fetchDateChangeQuote(
  reference: string,
  token: string,
  dates: { checkinDate: string; checkoutDate: string },
): Promise<DateChangeLookup> {
  const path = `/api/bookings/${encodeURIComponent(reference)}/date-change`;
  return readWithLink(path, token, dates, dateChangeQuoteReply);
}

/** A 4xx the page shows as it stands: its code, message and field errors. */
export type LinkRefusal = Refusal & { fieldErrors: FieldError[] };

/** GET `path` with a mailed link's token as `t` (the review page reads its stay this way too). */
export async function readWithLink<T>(
  path: string,
  token: string,
  query: Record<string, string>,
  contract: ReplySchema<T>,
): Promise<{ ok: true; data: T } | { ok: false; missing: boolean; refusal?: LinkRefusal | undefined }> {
  // Without a token no link can match: ask nothing, answer as the API would.
  if (!token) return { ok: false, missing: true };
  const search = new URLSearchParams({ t: token, ...query });
  try {
    const response = await fetch(`${siteConfig().apiUrl}${path}?${search}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
    });
    if (response.status === 404) return { ok: false, missing: true };
    if (response.status >= 400 && response.status < 500) {
      const reply: unknown = await response.json().catch(() => null);
      return { ok: false, missing: false, refusal: { ...refusalOf(reply), fieldErrors: fieldErrorsOf(reply) } };
    }
    if (!response.ok) return { ok: false, missing: false };
    // The source names the path without the token, so a logged mismatch never carries it.
    return { ok: true, data: parseReply(contract, await response.json(), `GET ${path}`) };
  } catch (error) {
    if (error instanceof ReplyMismatchError) console.error(error.message);
    return { ok: false, missing: false };
  }
}
