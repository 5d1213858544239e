/**
 * `GET /api/rooms/availability` and `GET /api/rooms/:id`: which rooms are free for a stay,
 * with the server's own total (the price a guest pays is never computed in the browser).
 * Browser-safe (no Node imports): the Book Your Stay card uses it; pages use the server file.
 */
import type { FieldError } from '@lakeside/contracts';

export type UnavailableReason = 'too_many_guests' | 'booked';

export interface RoomAvailability {
  id: string;
  name: string;
  maxGuests: number;
  pricePerNight: string;
  currency: string;
  nights: number;
  /** nights × rate, 2-decimal string: the amount the payment order must carry. */
  totalPrice: string;
  available: boolean;
  reason: UnavailableReason | null;
  /** English sentence explaining `reason` (the page translates it). */
  message: string | null;
}

export interface AvailabilityReply {
  checkin: string;
  checkout: string;
  nights: number;
  guests: number;
  rooms: RoomAvailability[];
}

export interface StayQuery {
  checkin: string;
  checkout: string;
  guests: number;
  roomType?: string;
}

/** ok, the API's refusal (400 with field errors), or unreachable. */
export type AvailabilityResult =
  | { ok: true; data: AvailabilityReply }
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

/** Reads the reply of either side; `url` is same-origin in the browser, absolute on the server. */
export async function readAvailability(url: string, init: RequestInit): Promise<AvailabilityResult> {
  try {
    const response = await fetch(url, { ...init, headers: { accept: 'application/json' } });
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok && Array.isArray(body?.rooms)) return { ok: true, data: body as unknown as AvailabilityReply };
    return {
      ok: false,
      status: response.status,
      message: typeof body?.message === 'string' ? body.message : null,
      fieldErrors: Array.isArray(body?.errors) ? (body.errors as FieldError[]) : [],
    };
  } catch {
    return { ok: false, status: 0, message: null, fieldErrors: [] };
  }
}
