/**
 * A create or edit form's current values (the admin table's columns, possibly half-typed)
 * → the record in the site's public API shape that the guest cards take. Whatever staff
 * have typed so far must still draw a card: missing or malformed values fall back to what
 * the guest would see for an empty field instead of throwing (an invalid currency or date
 * makes Intl throw inside the card).
 */
import { ALLERGENS, DIETARY_TAGS, isOneOf } from '@lakeside/contracts';
import type { GuestEvent } from 'lakeside_site/EventCard';
import type { GuestMenuItem } from 'lakeside_site/MenuItemCard';
import type { GuestRoom } from 'lakeside_site/RoomCard';

export type FormValues = Record<string, unknown>;

/** Typed text, or a number as text (an id); anything else is not text. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

function count(value: unknown, fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
}

const optionalCount = (value: unknown): number | null => {
  const number = count(value, Number.NaN);
  return Number.isNaN(number) ? null : number;
};

/** Money as typed ("12.5") when it is a number, else "0.00". */
function money(value: unknown): string {
  const typed = text(value).trim();
  return /^\d+(\.\d+)?$/.test(typed) ? typed : '0.00';
}

const currency = (value: unknown, fallback: string): string => {
  const code = text(value).trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : fallback;
};

const words = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];

/** The words of a list that are values of `list` (a tag the card has no label for is left out). */
const tags = <const T extends readonly string[]>(list: T, value: unknown): T[number][] =>
  words(value).filter((word): word is T[number] => isOneOf(list, word));

const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/** A real YYYY-MM-DD date, else `today`. */
function calendarDate(value: unknown, today: string): string {
  const typed = text(value).slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(typed) && !Number.isNaN(Date.parse(typed)) ? typed : today;
}

/** HH:MM on a 24-hour clock, else "00:00". */
function timeOfDay(value: unknown): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)/.exec(text(value));
  return match ? `${match[1]}:${match[2]}` : '00:00';
}

export function guestRoom(values: FormValues): GuestRoom {
  return {
    id: text(values.id) || 'new-room',
    name: text(values.name),
    description: text(values.description),
    pricePerNight: money(values.pricePerNight),
    currency: currency(values.currency, 'USD'),
    maxGuests: count(values.maxGuests, 1),
    beds: count(values.beds, 1),
    bathrooms: count(values.bathrooms, 1),
    amenities: words(values.amenities),
    // Ratings are computed from guests' approved reviews, not typed in the form: the preview shows none.
    rating: null,
    reviewCount: 0,
    // Photos are uploaded on the Room photos page, not typed in the form: the preview draws the room's scene.
    photos: [],
  };
}

/** `today` (YYYY-MM-DD) stands in for a date not picked yet. */
export function guestEvent(values: FormValues, today: string): GuestEvent {
  return {
    id: `event:${text(values.id) || 'new'}`,
    title: text(values.title),
    description: text(values.description),
    eventDate: calendarDate(values.eventDate, today),
    eventTime: timeOfDay(values.eventTime),
    duration: text(values.duration),
    ticketPrice: money(values.ticketPrice),
    // Event tickets are priced in dollars; the events table has no currency column.
    currency: 'USD',
    spotsLeft: Math.max(0, count(values.maxAttendees, 0) - count(values.currentAttendees, 0)),
    category: text(values.category),
  };
}

export function guestMenuItem(values: FormValues): GuestMenuItem {
  const description = text(values.description);
  return {
    name: text(values.name),
    description: description || null,
    price: money(values.price),
    // New dishes are on the menu unless staff say otherwise (the column's default).
    isAvailable: flag(values.isAvailable, true),
    isPopular: flag(values.isPopular, false),
    dietary: tags(DIETARY_TAGS, values.dietary),
    spiceLevel: optionalCount(values.spiceLevel),
    preparationTime: optionalCount(values.preparationTime),
    allergens: tags(ALLERGENS, values.allergens),
  };
}
