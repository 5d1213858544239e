/**
 * How guests reach the retreat. One place for the numbers and handles every page and the
 * structured data use.
 *
 * TODO(owner): the WhatsApp number and Instagram handle are placeholders until the
 * retreat confirms its business accounts; the e-mail matches the API's CONTACT_INBOX default.
 */

/** WhatsApp Business number, digits only with country code (Guatemala +502), as wa.me expects. */
export const WHATSAPP_NUMBER = '50255551234';

/** The photo account the gallery and the contact page's social panel show. */
export const INSTAGRAM_HANDLE = 'lakeside.atitlan';
export const INSTAGRAM_URL = `https://www.instagram.com/${INSTAGRAM_HANDLE}/`;

export const CONTACT_EMAIL = 'hello@lakeside.example';

/** Postal address as schema.org and the footer print it. */
export const RETREAT_ADDRESS = {
  name: 'Lakeside',
  locality: 'San Marcos La Laguna',
  region: 'Sololá',
  country: 'Guatemala',
  countryCode: 'GT',
} as const;

/** The village on the north-west shore of Lake Atitlán. */
export const RETREAT_GEO = { latitude: 14.7237, longitude: -91.2606 } as const;

/** A chat link that opens WhatsApp with the greeting already typed. */
export function whatsAppLink(greeting: string): string {
  return `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(greeting)}`;
}

/** Google Maps search for the retreat: works in the Maps app and in any browser. */
export function mapsSearchLink(): string {
  const query = `${RETREAT_ADDRESS.name}, ${RETREAT_ADDRESS.locality}, ${RETREAT_ADDRESS.region}, ${RETREAT_ADDRESS.country}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** '+502 5555 1234': the number as people read it. */
export function displayPhone(): string {
  return `+${WHATSAPP_NUMBER.slice(0, 3)} ${WHATSAPP_NUMBER.slice(3, 7)} ${WHATSAPP_NUMBER.slice(7)}`;
}
