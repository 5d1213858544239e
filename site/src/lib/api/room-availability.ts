/**
 * `GET /api/rooms/availability` (the contracts' roomSearchReply): which rooms are free for a
 * stay, with the server's own total (the price a guest pays is never computed in the browser).
 * Browser-safe (no Node imports): the Book Your Stay card uses it; pages use the server file.
 */
import type { FieldError, RoomSearchReply } from '@lakeside/contracts';

export interface StayQuery {
  checkin: string;
  checkout: string;
  guests: number;
  roomType?: string;
}

/** ok, the API's refusal (400 with field errors), or unreachable. */
export type AvailabilityResult =
  | { ok: true; data: RoomSearchReply }
  | { ok: false; status: number; message: string | null; fieldErrors: FieldError[] };

export function availabilityPath(query: StayQuery): string {
  const params = new URLSearchParams({
    checkin: query.checkin,
    checkout: query.checkout,
    guests: String(query.guests),
    roomType: query.roomType ?? 'all',
  });
  return `/api/rooms/availability?${params}`;
}

/** From the browser: a same-origin call through the site's proxy. */
export function checkAvailability(query: StayQuery): Promise<AvailabilityResult> {
  return readAvailability(availabilityPath(query), {});
}

/**
 * Reads the reply of either side; `url` is same-origin in the browser, absolute on the server.
 * A success is checked with the contracts' roomSearchReply (loaded on demand): a reply that
 * breaks it is logged and read as an unreachable API, never shown half-understood.
 */
export async function readAvailability(url: string, init: RequestInit): Promise<AvailabilityResult> {
  try {
    const response = await fetch(url, { ...init, headers: { accept: 'application/json' } });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const { readRoomSearch } = await import('./room-search-contract');
      return { ok: true, data: readRoomSearch(body, new URL(url, 'http://site').pathname) };
    }
    const refusal = body as { message?: unknown; errors?: unknown } | null;
    return {
      ok: false,
      status: response.status,
      message: typeof refusal?.message === 'string' ? refusal.message : null,
      fieldErrors: Array.isArray(refusal?.errors) ? (refusal.errors as FieldError[]) : [],
    };
  } catch (error) {
    // Named, not imported: importing the error class would bring zod into the card's first download.
    if (error instanceof Error && error.name === 'ReplyMismatchError') console.error(error.message);
    return { ok: false, status: 0, message: null, fieldErrors: [] };
  }
}
