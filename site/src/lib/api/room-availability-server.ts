/** Server-side reads for the booking pages (they need the API's address, not the proxy). */
import {
  localized,
  parseReply,
  ReplyMismatchError,
  roomReply,
  type Language,
  type RoomReply,
} from '@lakeside/contracts';
import { siteConfig } from '../site-config';
import { availabilityPath, readAvailability, type AvailabilityResult, type StayQuery } from './room-availability';

/** Long enough for a cold API, short enough that a guest on a phone is not kept waiting. */
const SERVER_TIMEOUT_MS = 3_000;

/** Availability while rendering /search-results. */
export function fetchAvailability(query: StayQuery): Promise<AvailabilityResult> {
  return readAvailability(`${siteConfig().apiUrl}${availabilityPath(query)}`, {
    signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
  });
}

/** One room for its page: 'missing' is a real 404 (unknown id), 'unavailable' an API problem. */
export type RoomLookup = { ok: true; data: RoomReply } | { ok: false; missing: boolean };

/** The room (the contracts' roomReply) as a reader of `lang` sees it: its Spanish texts where staff wrote them. */
export async function fetchRoom(id: string, lang: Language): Promise<RoomLookup> {
  const path = `/api/rooms/${encodeURIComponent(id)}`;
  try {
    const response = await fetch(`${siteConfig().apiUrl}${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
    });
    if (response.status === 404) return { ok: false, missing: true };
    if (!response.ok) return { ok: false, missing: false };
    return { ok: true, data: localized(parseReply(roomReply, await response.json(), path), lang) };
  } catch (error) {
    // The API and the site disagree: say where, for whoever reads the site's log.
    if (error instanceof ReplyMismatchError) console.error(error.message);
    return { ok: false, missing: false };
  }
}
