/**
 * How guests reach the retreat: one place for the numbers and handles every page and the
 * structured data use. The WhatsApp number, Instagram handle and e-mail are configuration,
 * read on the server at request time, so one build serves any deployment:
 *
 * - `RETREAT_WHATSAPP_NUMBER`: the WhatsApp Business number with country code, e.g.
 *   `+502 5555 1234`. Unset → no WhatsApp link anywhere (we do not invent a number).
 * - `RETREAT_INSTAGRAM_HANDLE`: the photo account, e.g. `lakeside.atitlan`. Unset → no
 *   Instagram links (the gallery still shows what the API's Instagram token returns).
 * - `CONTACT_INBOX`: the public e-mail address, the same variable the API sends mail to.
 *   Its default is the API's default, on the reserved `.example` domain.
 */

export interface RetreatContact {
  /** Digits only with country code (Guatemala 502), as wa.me expects; null when not configured. */
  whatsAppNumber: string | null;
  /** Without the '@'; null when not configured. */
  instagramHandle: string | null;
  email: string;
}

/** The API's CONTACT_INBOX default: a reserved domain, so it can never reach a stranger. */
export const DEFAULT_CONTACT_EMAIL = 'hello@lakeside.example';

/** ITU E.164: at most 15 digits; 8 is the shortest national number with its country code. */
const PHONE_DIGITS = /^\d{8,15}$/;
/** Instagram's own rule: letters, digits, '.' and '_', at most 30. */
const INSTAGRAM_HANDLE = /^[A-Za-z0-9._]{1,30}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function retreatContact(env: NodeJS.ProcessEnv = process.env): RetreatContact {
  const digits = env.RETREAT_WHATSAPP_NUMBER?.replace(/[\s()+-]/g, '') ?? '';
  const handle = env.RETREAT_INSTAGRAM_HANDLE?.trim().replace(/^@/, '') ?? '';
  const email = env.CONTACT_INBOX?.trim() ?? '';
  return {
    whatsAppNumber: PHONE_DIGITS.test(digits) ? digits : null,
    instagramHandle: INSTAGRAM_HANDLE.test(handle) ? handle : null,
    email: EMAIL.test(email) ? email : DEFAULT_CONTACT_EMAIL,
  };
}

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
