/**
 * schema.org data for search engines: the retreat as a LodgingBusiness (home page), each room
 * as a HotelRoom with its nightly offer (room pages) and the next event occurrences as Events
 * (/events). Ratings are the API's, computed from approved guest reviews; none is claimed
 * without reviews.
 */
import {
  CHECK_IN_WINDOW,
  CHECK_OUT_WINDOW,
  type EventOccurrenceReply,
  type RatingSummaryReply,
  type RoomReply,
} from '@lakeside/contracts';
import { bookingLink } from '../components/events/booking-link';
import { dictionary, localizedPath, type Lang } from './i18n';
import { RETREAT_ADDRESS, RETREAT_GEO, instagramUrl } from './retreat-contact';
import { defaultShareImage } from './seo/share-image';
import { siteConfig } from './site-config';

/** An AggregateRating of approved reviews; undefined (left out) when there are none. */
function aggregateRating(summary: RatingSummaryReply | null): Record<string, unknown> | undefined {
  if (!summary || summary.rating === null || summary.count === 0) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: summary.rating,
    reviewCount: summary.count,
    bestRating: 5,
    worstRating: 1,
  };
}

/** The retreat's picture: the share image, absolute. */
const retreatImage = (lang: Lang, origin: string) => `${origin}${defaultShareImage(lang).path}`;

function postalAddress(): Record<string, unknown> {
  return {
    '@type': 'PostalAddress',
    streetAddress: RETREAT_ADDRESS.street,
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

export function lodgingBusiness(
  lang: Lang,
  origin: string,
  rooms: RoomReply[],
  reviews: RatingSummaryReply | null,
): Record<string, unknown> {
  const t = dictionary(lang);
  const { contact } = siteConfig();
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    name: t.common.siteName,
    description: t.pages.home.description,
    url: `${origin}${localizedPath('/', lang)}`,
    '@id': `${origin}/#lodging`,
    image: retreatImage(lang, origin),
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
    aggregateRating: aggregateRating(reviews),
  };
}

/** A room page's room as a HotelRoom offered by the night, in the retreat. */
export function hotelRoom(lang: Lang, origin: string, room: RoomReply): Record<string, unknown> {
  const url = `${origin}${localizedPath(`/book/${encodeURIComponent(room.id)}`, lang)}`;
  // The cover's largest WebP (every search engine reads WebP), else the retreat's picture.
  const photo = room.photos[0]?.variants.filter((variant) => variant.format === 'webp').at(-1);
  return {
    '@context': 'https://schema.org',
    '@type': 'HotelRoom',
    name: room.name,
    description: room.description,
    url,
    image: photo ? new URL(photo.url, origin).toString() : retreatImage(lang, origin),
    occupancy: { '@type': 'QuantitativeValue', maxValue: room.maxGuests, unitText: 'guests' },
    numberOfBedrooms: 1,
    amenityFeature: room.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    containedInPlace: {
      '@type': 'LodgingBusiness',
      '@id': `${origin}/#lodging`,
      name: dictionary(lang).common.siteName,
    },
    aggregateRating: aggregateRating({ rating: room.rating, count: room.reviewCount }),
    offers: {
      '@type': 'Offer',
      url,
      price: room.pricePerNight,
      priceCurrency: room.currency,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: room.pricePerNight,
        priceCurrency: room.currency,
        unitCode: 'DAY',
        unitText: 'night',
      },
    },
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
 * When an occurrence ends: its window's end (sauna 17:00–21:00), else its start plus its
 * duration as the catalogue words it ('90 min', '2 hours'), else an hour after the start.
 */
function endOf(event: EventOccurrenceReply, start: string): string {
  if (event.endTime) return `${event.eventDate}T${event.endTime}:00${RETREAT_UTC_OFFSET}`;
  const [, amount = '1', unit = 'h'] = /(\d+(?:[.,]\d+)?)\s*(min|h)/i.exec(event.duration) ?? [];
  const minutes = Number(amount.replace(',', '.')) * (unit.toLowerCase() === 'min' ? 1 : 60);
  return retreatTime(new Date(Date.parse(start) + minutes * 60_000));
}

/** An instant as the retreat's wall clock with its offset, like the API's startsAt. */
function retreatTime(instant: Date): string {
  const local = new Date(instant.getTime() - 6 * 3_600_000).toISOString().slice(0, 19);
  return `${local}${RETREAT_UTC_OFFSET}`;
}

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
        endDate: endOf(event, start),
        image: event.imageUrl ? new URL(event.imageUrl, origin).toString() : retreatImage(lang, origin),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', name: event.location || t.common.siteName, address: postalAddress() },
        organizer,
        maximumAttendeeCapacity: event.maxAttendees,
        remainingAttendeeCapacity: event.spotsLeft,
        isAccessibleForFree: free,
        offers: {
          '@type': 'Offer',
          // The occurrence's own booking: /events opens its Book Event dialog.
          url: `${origin}${bookingLink(event.id, lang)}`,
          price: event.ticketPrice,
          priceCurrency: event.currency,
          availability: event.spotsLeft > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        },
      };
    }),
  };
}
