/** Server-side reads for the booking pages (they need the API's address, not the proxy). */
import { localized, type Language } from '@lakeside/contracts';
import { siteConfig } from '../site-config';
import { availabilityPath, readAvailability, type AvailabilityResult, type StayQuery } from './room-availability';
import type { Room } from './rooms';

/** Long enough for a cold API, short enough that a guest on a phone is not kept waiting. */
const SERVER_TIMEOUT_MS = 3_000;

/** Availability while rendering /search-results. */
export function fetchAvailability(query: StayQuery): Promise<AvailabilityResult> {
  return readAvailability(`${siteConfig().apiUrl}${availabilityPath(query)}`, {
    signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
  });
}

/** One room for its page: 'missing' is a real 404 (unknown id), 'unavailable' an API problem. */
export type RoomLookup = { ok: true; data: Room } | { ok: false; missing: boolean };

/** The room as a reader of `lang` sees it: its Spanish texts where staff wrote them. */
export async function fetchRoom(id: string, lang: Language): Promise<RoomLookup> {
  try {
    const response = await fetch(`${siteConfig().apiUrl}/api/rooms/${encodeURIComponent(id)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
    });
    if (response.status === 404) return { ok: false, missing: true };
    if (!response.ok) return { ok: false, missing: false };
    const room = (await response.json()) as Room;
    return typeof room?.id === 'string' ? { ok: true, data: localized(room, lang) } : { ok: false, missing: false };
  } catch {
    return { ok: false, missing: false };
  }
}
