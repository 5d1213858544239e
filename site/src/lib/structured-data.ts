/**
 * schema.org data for search engines: the retreat as a LodgingBusiness (home page) and the
 * next event occurrences as Events (/events).
 */
import { CHECK_IN_WINDOW, CHECK_OUT_WINDOW, type EventOccurrenceReply, type RoomReply } from '@lakeside/contracts';
import { dictionary, localizedPath, type Lang } from './i18n';
import { RETREAT_ADDRESS, RETREAT_GEO, instagramUrl } from './retreat-contact';
import { siteConfig } from './site-config';

function postalAddress(): Record<string, unknown> {
  return {
    '@type': 'PostalAddress',
    addressLocality: RETREAT_ADDRESS.locality,
    addressRegion: RETREAT_ADDRESS.region,
    addressCountry: RETREAT_ADDRESS.countryCode,
  };
}

/** '$65–$100' from the catalogue, or nothing when the rooms could not be read. */
function priceRange(rooms: RoomReply[]): string | undefined {
  const prices = rooms.map((room) => Number(room.pricePerNight)).filter(Number.isFinite);
  if (prices.length === 0) return undefined;
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  return low === high ? `$${low}` : `$${low}–$${high}`;
}

export function lodgingBusiness(lang: Lang, origin: string, rooms: RoomReply[]): Record<string, unknown> {
  const t = dictionary(lang);
  const { contact } = siteConfig();
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    name: t.common.siteName,
    description: t.pages.home.description,
    url: `${origin}${localizedPath('/', lang)}`,
    email: contact.email,
    // Unconfigured channels are left out (JSON.stringify drops undefined).
    telephone: contact.whatsAppNumber ? `+${contact.whatsAppNumber}` : undefined,
    sameAs: contact.instagramHandle ? [instagramUrl(contact.instagramHandle)] : undefined,
    address: postalAddress(),
    geo: { '@type': 'GeoCoordinates', ...RETREAT_GEO },
    checkinTime: CHECK_IN_WINDOW.start,
    checkoutTime: CHECK_OUT_WINDOW.end,
    priceRange: priceRange(rooms),
    currenciesAccepted: 'USD, GTQ',
    numberOfRooms: rooms.length || undefined,
    availableLanguage: ['en', 'es'],
  };
}

/** Enough for search results; the page itself lists the rest. */
export const EVENTS_IN_STRUCTURED_DATA = 12;

/**
 * Guatemala keeps UTC-6 all year (no DST), so a retreat wall time converts with a fixed
 * offset. Used only when the API sent an occurrence without sessions.
 */
const RETREAT_UTC_OFFSET = '-06:00';

const startOf = (event: EventOccurrenceReply) =>
  event.sessions[0]?.startsAt ?? `${event.eventDate}T${event.eventTime}:00${RETREAT_UTC_OFFSET}`;

/**
 * The next occurrences (not yet started at `now`), earliest first, as schema.org Events;
 * undefined when none is coming, so the page carries no empty graph.
 */
export function upcomingEvents(
  lang: Lang,
  origin: string,
  events: EventOccurrenceReply[],
  now: Date = new Date(),
): Record<string, unknown> | undefined {
  const t = dictionary(lang);
  const page = `${origin}${localizedPath('/events', lang)}`;
  const organizer = { '@type': 'Organization', name: t.common.siteName, url: `${origin}${localizedPath('/', lang)}` };
  const next = events
    .map((event) => ({ event, start: startOf(event) }))
    .filter(({ start }) => Date.parse(start) >= now.getTime())
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .slice(0, EVENTS_IN_STRUCTURED_DATA);
  if (next.length === 0) return undefined;
  return {
    '@context': 'https://schema.org',
    '@graph': next.map(({ event, start }) => {
      const free = Number(event.ticketPrice) === 0;
      return {
        '@type': 'Event',
        name: event.title,
        description: event.description,
        startDate: start,
        endDate: event.endTime ? `${event.eventDate}T${event.endTime}:00${RETREAT_UTC_OFFSET}` : undefined,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', name: event.location || t.common.siteName, address: postalAddress() },
        organizer,
        maximumAttendeeCapacity: event.maxAttendees,
        remainingAttendeeCapacity: event.spotsLeft,
        isAccessibleForFree: free,
        offers: {
          '@type': 'Offer',
          url: page,
          price: event.ticketPrice,
          priceCurrency: event.currency,
          availability: event.spotsLeft > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        },
      };
    }),
  };
}
