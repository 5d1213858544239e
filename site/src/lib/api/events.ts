/**
 * Event occurrences as `GET /api/events?from&days` returns them (the contracts'
 * eventListReply): one-off events and the weekly templates expanded per day, each with its
 * bookable sessions; and the one-off events alone, as far ahead as guests can see, as
 * `GET /api/events/upcoming?from` returns them (upcomingEventListReply). Read on the server
 * while rendering, and from the browser (same origin; the site forwards /api/*) when the guest
 * moves to another week or after a booking.
 */
import {
  eventListReply,
  localized,
  upcomingEventListReply,
  type EventOccurrenceReply,
  type Language,
  type UpcomingEventReply,
} from '@lakeside/contracts';
import { loadFromApi } from './browser-fetch';
import { getFromApi, mapLoaded, type Loaded } from './server-fetch';

const eventsPath = (from: string, days: number) => `/api/events?from=${encodeURIComponent(from)}&days=${days}`;

const upcomingPath = (from: string) => `/api/events/upcoming?from=${encodeURIComponent(from)}`;

/** The occurrences as a reader of `lang` sees them: Spanish texts where staff wrote them. */
const localizedEvents = <E extends EventOccurrenceReply>(events: E[], lang: Language) =>
  events.map((event) => localized(event, lang));

/** Server side, while rendering a page. */
export async function fetchEvents(from: string, days: number, lang: Language): Promise<Loaded<EventOccurrenceReply[]>> {
  const events = await getFromApi(eventsPath(from, days), eventListReply);
  return mapLoaded(events, (list) => localizedEvents(list, lang));
}

/** Browser side; null when the API cannot be reached or answers something else. */
export async function loadEvents(from: string, days: number, lang: Language): Promise<EventOccurrenceReply[] | null> {
  const events = await loadFromApi(eventsPath(from, days), () =>
    import('./events-contract').then((module) => module.readEvents),
  );
  return events && localizedEvents(events, lang);
}

/** Server side: the one-off events from `from` to the horizon, for the page's first view. */
export async function fetchUpcomingEvents(from: string, lang: Language): Promise<Loaded<UpcomingEventReply[]>> {
  const events = await getFromApi(upcomingPath(from), upcomingEventListReply);
  return mapLoaded(events, (list) => localizedEvents(list, lang));
}

/** Browser side, after a booking changed the seats; null when the API cannot be reached. */
export async function loadUpcomingEvents(from: string, lang: Language): Promise<UpcomingEventReply[] | null> {
  const events = await loadFromApi(upcomingPath(from), () =>
    import('./events-contract').then((module) => module.readUpcomingEvents),
  );
  return events && localizedEvents(events, lang);
}
