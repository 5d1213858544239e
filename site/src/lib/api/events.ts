/**
 * Event occurrences as `GET /api/events?from&days` returns them: one-off events and the
 * weekly templates expanded per day, each with its bookable sessions. Read on the server
 * while rendering, and from the browser (same origin; the site forwards /api/*) when the
 * guest moves to another week or after a booking.
 */
import { localized, type Language } from '@lakeside/contracts';
import { getFromApi, mapLoaded, type Loaded } from './server-fetch';

export interface EventSession {
  id: number | null;
  date: string;
  /** "19:00", retreat time. */
  time: string;
  /** ISO with the retreat's offset, sent back as `selectedDateTime`. */
  startsAt: string;
  maxAttendees: number;
  seatsTaken: number;
  spotsLeft: number;
  bookable: boolean;
}

export interface EventOccurrence {
  /** 'event:12' or 'template:3:2026-12-01': what a booking names as `eventId`. */
  id: string;
  kind: string;
  title: string;
  description: string;
  eventDate: string;
  eventTime: string;
  endTime: string | null;
  duration: string;
  /** 2-decimal USD string. */
  ticketPrice: string;
  currency: string;
  maxAttendees: number;
  currentAttendees: number;
  spotsLeft: number;
  category: string;
  location: string;
  tags: string[];
  /** An emoji. */
  image: string | null;
  sessions: EventSession[];
  /** Spanish title, description and place; absent (older API) or null where staff left them empty. */
  titleEs?: string | null;
  descriptionEs?: string | null;
  locationEs?: string | null;
}

export function isEventList(body: unknown): body is EventOccurrence[] {
  return (
    Array.isArray(body) &&
    body.every(
      (event: Partial<EventOccurrence> | null) =>
        typeof event?.id === 'string' &&
        typeof event.title === 'string' &&
        typeof event.eventDate === 'string' &&
        typeof event.ticketPrice === 'string' &&
        Array.isArray(event.sessions),
    )
  );
}

const eventsPath = (from: string, days: number) => `/api/events?from=${encodeURIComponent(from)}&days=${days}`;

/** The occurrences as a reader of `lang` sees them: Spanish texts where staff wrote them. */
const localizedEvents = (events: EventOccurrence[], lang: Language) => events.map((event) => localized(event, lang));

/** Server side, while rendering a page. */
export async function fetchEvents(from: string, days: number, lang: Language): Promise<Loaded<EventOccurrence[]>> {
  const events = await getFromApi(eventsPath(from, days), isEventList);
  return mapLoaded(events, (list) => localizedEvents(list, lang));
}

/** Browser side; null when the API cannot be reached or answers something else. */
export async function loadEvents(from: string, days: number, lang: Language): Promise<EventOccurrence[] | null> {
  try {
    const response = await fetch(eventsPath(from, days), { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isEventList(body) ? localizedEvents(body, lang) : null;
  } catch {
    return null;
  }
}
