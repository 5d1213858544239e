/**
 * How guests reach the retreat: the address, the map and the link shapes every page and the
 * structured data use. The number, handle and e-mail themselves are configuration
 * (`siteConfig().contact`, lib/site-config.ts).
 */

/** Postal address as schema.org and the footer print it. */
export const RETREAT_ADDRESS = {
  name: 'Lakeside',
  /**
   * San Marcos has no street names or numbers; places are found by name along the lakeside
   * path, so the street line is the place's name on that path.
   */
  street: 'Lakeside, lakeside path',
  locality: 'San Marcos La Laguna',
  region: 'Sololá',
  country: 'Guatemala',
  countryCode: 'GT',
} as const;

/** The village on the north-west shore of Lake Atitlán. */
export const RETREAT_GEO = { latitude: 14.7237, longitude: -91.2606 } as const;

export function instagramUrl(handle: string): string {
  return `https://www.instagram.com/${handle}/`;
}

/** A chat link that opens WhatsApp with the greeting already typed. */
export function whatsAppLink(number: string, greeting: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
}

/** Google Maps search for the retreat: works in the Maps app and in any browser. */
export function mapsSearchLink(): string {
  const query = `${RETREAT_ADDRESS.name}, ${RETREAT_ADDRESS.locality}, ${RETREAT_ADDRESS.region}, ${RETREAT_ADDRESS.country}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * The number as people read it: '+502 5555 1234' for Guatemala (country code and two
 * groups of four); other countries as '+' and the digits, which is never wrong.
 */
export function displayPhone(number: string): string {
  const guatemalan = /^502(\d{4})(\d{4})$/.exec(number);
  return guatemalan ? `+502 ${guatemalan[1]} ${guatemalan[2]}` : `+${number}`;
}
