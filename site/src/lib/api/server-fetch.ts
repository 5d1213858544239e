/**
 * Reads from the API while rendering a page on the server. A page never fails because the
 * API is slow or down: the caller gets `{ ok: false }` and renders a friendly fallback.
 */
import { parseReply, ReplyMismatchError, type ReplySchema } from '@lakeside/contracts';
import { siteConfig } from '../site-config';

export type Loaded<T> = { ok: true; data: T } | { ok: false };

/** Long enough for a cold API, short enough that a guest on a phone is not kept waiting. */
const API_READ_TIMEOUT_MS = 3_000;

/**
 * GET `path` and check the reply with its contract (a reply schema from @lakeside/contracts):
 * the data is the contract's type, and a reply that breaks it is logged and read as a failure.
 */
export async function getFromApi<T>(path: string, contract: ReplySchema<T>): Promise<Loaded<T>> {
  try {
    const response = await fetch(`${siteConfig().apiUrl}${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(API_READ_TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false };
    return { ok: true, data: parseReply(contract, await response.json(), path) };
  } catch (error) {
    // The API and the site disagree: say where, for whoever reads the site's log.
    if (error instanceof ReplyMismatchError) console.error(error.message);
    return { ok: false };
  }
}

/** `loaded` with its data passed through `change` (a translation); a failure stays one. */
export function mapLoaded<T, U>(loaded: Loaded<T>, change: (data: T) => U): Loaded<U> {
  return loaded.ok ? { ok: true, data: change(loaded.data) } : loaded;
}
