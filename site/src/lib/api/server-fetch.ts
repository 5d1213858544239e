/**
 * Reads from the API while rendering a page on the server. A page never fails because the
 * API is slow or down: the caller gets `{ ok: false }` and renders a friendly fallback.
 */
import { siteConfig } from '../site-config';

export type Loaded<T> = { ok: true; data: T } | { ok: false };

/** Long enough for a cold API, short enough that a guest on a phone is not kept waiting. */
const API_READ_TIMEOUT_MS = 3_000;

export async function getFromApi<T>(path: string, isValid: (body: unknown) => body is T): Promise<Loaded<T>> {
  try {
    const response = await fetch(`${siteConfig().apiUrl}${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(API_READ_TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false };
    const body: unknown = await response.json();
    return isValid(body) ? { ok: true, data: body } : { ok: false };
  } catch {
    return { ok: false };
  }
}

/** `loaded` with its data passed through `change` (a translation); a failure stays one. */
export function mapLoaded<T, U>(loaded: Loaded<T>, change: (data: T) => U): Loaded<U> {
  return loaded.ok ? { ok: true, data: change(loaded.data) } : loaded;
}
