/**
 * A booking's reference, what a guest reads out on the phone or types from the mail:
 * "R-4K7M-Q2XP". The letter says what was booked (R room, S sauna, E event), the rest is 40
 * random bits in Crockford's base 32 (no I, L, O or U), so it is short, hard to misread and
 * not guessable — and says nothing about how many bookings the retreat has. A reference alone
 * opens nothing: the manage page also needs the mailed token, "find my booking" the e-mail.
 */

/** Which kind of booking a reference's first letter names. */
export const BOOKING_KIND_LETTERS = { room: 'R', sauna: 'S', event: 'E' } as const;
export type BookingKind = keyof typeof BOOKING_KIND_LETTERS;
export const BOOKING_KINDS = Object.keys(BOOKING_KIND_LETTERS) as BookingKind[];

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARS = 8;

/** The reference as stored and shown: "R-4K7M-Q2XP". */
const REFERENCE = /^([RSE])-([0-9A-HJKMNP-TV-Z]{4})-([0-9A-HJKMNP-TV-Z]{4})$/;

/** A new reference for `kind`; `randomBytes` is the platform's CSPRNG (node:crypto or WebCrypto). */
export function newBookingReference(kind: BookingKind, randomBytes: (size: number) => Uint8Array): string {
  const bytes = randomBytes(RANDOM_CHARS);
  const chars = [...bytes].map((byte) => ALPHABET[byte % 32]).join('');
  return `${BOOKING_KIND_LETTERS[kind]}-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/**
 * What a guest typed, as the stored reference: case, spaces and dashes do not matter, and
 * the letters Crockford reads as digits (I, L → 1; O → 0) are read that way. Null when it
 * cannot be a reference at all.
 */
export function normalizeBookingReference(typed: string): string | null {
  const compact = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[IL]/g, (letter, offset: number) => (offset === 0 ? letter : '1'))
    .replace(/O/g, '0');
  if (compact.length !== RANDOM_CHARS + 1) return null;
  const reference = `${compact[0]}-${compact.slice(1, 5)}-${compact.slice(5)}`;
  return REFERENCE.test(reference) ? reference : null;
}

/** The kind of booking a (normalized) reference belongs to. */
export function bookingKindOf(reference: string): BookingKind | null {
  const letter = reference[0];
  const kind = BOOKING_KINDS.find((candidate) => BOOKING_KIND_LETTERS[candidate] === letter);
  return kind ?? null;
}
