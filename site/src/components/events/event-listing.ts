/**
 * What the /events island keeps of an occurrence: the card's fields and formatted texts, and
 * the sessions the Book Event dialog offers. The first view's occurrences travel inside the
 * page as the island's props, so a field nobody shows is weight every phone downloads and
 * parses, and texts formatted on the server are Intl work hydration does not repeat.
 */
import type { EventOccurrenceReply, EventSessionReply, Language } from '@lakeside/contracts';
import { loadEvents, loadUpcomingEvents } from '../../lib/api/events';
import { formatCalendarDate } from '../../lib/format';
import { eventCardLabels, type EventCardEvent, type EventCardLabels } from './EventCard';
import type { EventTexts } from './event-texts';

export type ListingSession = Pick<EventSessionReply, 'date' | 'time' | 'startsAt' | 'spotsLeft' | 'bookable'>;

export type EventListing = EventCardEvent & { labels: EventCardLabels; sessions: ListingSession[] };

/** `event` (already in `lang`) as the island keeps it. */
export function toListing(event: EventOccurrenceReply, lang: Language, texts: EventTexts): EventListing {
  return {
    labels: eventCardLabels(event, lang, texts),
    id: event.id,
    title: event.title,
    description: event.description,
    eventDate: event.eventDate,
    eventTime: event.eventTime,
    duration: event.duration,
    ticketPrice: event.ticketPrice,
    currency: event.currency,
    spotsLeft: event.spotsLeft,
    category: event.category,
    // A Spanish page marks what staff left in English; an English page never needs them.
    ...(lang === 'en' ? {} : { titleEs: event.titleEs, descriptionEs: event.descriptionEs }),
    sessions: event.sessions.map(({ date, time, startsAt, spotsLeft, bookable }) => ({
      date,
      time,
      startsAt,
      spotsLeft,
      bookable,
    })),
  };
}

/** Browser side: `days` of occurrences from `from` as listings; null when they could not be loaded. */
export async function loadListings(
  from: string,
  days: number,
  lang: Language,
  texts: EventTexts,
): Promise<EventListing[] | null> {
  const events = await loadEvents(from, days, lang);
  return events && events.map((event) => toListing(event, lang, texts));
}

/**
 * A retreat or event planned further ahead, for the list after the upcoming cards: its day
 * carries the year ('Sat, Mar 13, 2027'), as it may well be next year's.
 */
export function toLaterListing(event: EventOccurrenceReply, lang: Language, texts: EventTexts): EventListing {
  const listing = toListing(event, lang, texts);
  const day = formatCalendarDate(event.eventDate, lang, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  return { ...listing, labels: { ...listing.labels, day } };
}

/** Browser side: the one-off events from `from` to the horizon as listings; null when they could not be loaded. */
export async function loadLaterListings(
  from: string,
  lang: Language,
  texts: EventTexts,
): Promise<EventListing[] | null> {
  const events = await loadUpcomingEvents(from, lang);
  return events && events.map((event) => toLaterListing(event, lang, texts));
}
