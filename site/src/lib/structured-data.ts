/** schema.org data for search engines: the retreat as a LodgingBusiness (home page). */
import { CHECK_IN_WINDOW, CHECK_OUT_WINDOW } from '@lakeside/contracts';
import type { Room } from './api/rooms';
import { dictionary, localizedPath, type Lang } from './i18n';
import { RETREAT_ADDRESS, RETREAT_GEO, instagramUrl, retreatContact } from './retreat-contact';

/** '$65–$100' from the catalogue, or nothing when the rooms could not be read. */
function priceRange(rooms: Room[]): string | undefined {
  const prices = rooms.map((room) => Number(room.pricePerNight)).filter(Number.isFinite);
  if (prices.length === 0) return undefined;
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  return low === high ? `$${low}` : `$${low}–$${high}`;
}

export function lodgingBusiness(lang: Lang, origin: string, rooms: Room[]): Record<string, unknown> {
  const t = dictionary(lang);
  const contact = retreatContact();
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
    address: {
      '@type': 'PostalAddress',
      addressLocality: RETREAT_ADDRESS.locality,
      addressRegion: RETREAT_ADDRESS.region,
      addressCountry: RETREAT_ADDRESS.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', ...RETREAT_GEO },
    checkinTime: CHECK_IN_WINDOW.start,
    checkoutTime: CHECK_OUT_WINDOW.end,
    priceRange: priceRange(rooms),
    currenciesAccepted: 'USD, GTQ',
    numberOfRooms: rooms.length || undefined,
    availableLanguage: ['en', 'es'],
  };
}
