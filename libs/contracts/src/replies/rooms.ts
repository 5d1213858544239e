/**
 * The room catalogue as guests read it (GET /api/rooms, GET /api/rooms/:id) and a stay's
 * search (GET /api/rooms/availability): every room with its price for the stay, night by night,
 * the cancellation deadline a booking would be sold under, and why a room cannot be booked.
 * Prices are 2-decimal dollar strings; the total is the server's.
 */
import { z } from 'zod';
import { ROOM_UNAVAILABLE_REASONS } from '../enums/rooms.js';
import { calendarDateReply, instantReply, moneyReply } from './reply.js';
import { roomPhotoReply } from './room-photos.js';
import { taxSummaryFields } from './taxes.js';

/** Spanish texts: null where staff have not written them (see translations.ts). */
const spanish = z.string().nullable();

export const roomReply = z.object({
  /** The catalogue id used in URLs and bookings, e.g. 'lakefront_lower'. */
  id: z.string(),
  name: z.string(),
  nameEs: spanish,
  /** One or two sentences for cards. */
  description: z.string(),
  descriptionEs: spanish,
  /** The room page's text. */
  fullDescription: z.string(),
  fullDescriptionEs: spanish,
  pricePerNight: moneyReply,
  currency: z.string(),
  maxGuests: z.number().int(),
  beds: z.number().int(),
  bathrooms: z.number().int(),
  /** Labels, e.g. 'Lake view'; cards show the first three. */
  amenities: z.array(z.string()),
  /** The whole list in Spanish, same order; null (or empty) where staff have not written it. */
  amenitiesEs: z.array(z.string()).nullable(),
  /** Facility flags: 'WiFi', 'Parking', 'Coffee'. */
  features: z.array(z.string()),
  /**
   * The mean of the room's approved reviews, one decimal (1.0–5.0); null when it has none, so
   * no page shows "0.0". Computed by the API from the reviews, never typed in.
   */
  rating: z.number().min(1).max(5).nullable(),
  /** How many approved reviews `rating` is the mean of. */
  reviewCount: z.number().int().min(0),
  /** Shown while photos load or when there are none. */
  imageEmoji: z.string().nullable(),
  /** Photo URLs, cover first; empty until staff upload photos. */
  /** The photos staff uploaded, cover first; empty until they do (pages draw the room's scene then). */
  photos: z.array(roomPhotoReply),
});

/** Active rooms in display order. */
export const roomListReply = z.array(roomReply);

/** One room's answer for the searched stay. */
export const roomQuoteReply = z.object({
  id: z.string(),
  name: z.string(),
  nameEs: spanish,
  maxGuests: z.number().int(),
  pricePerNight: moneyReply,
  currency: z.string(),
  nights: z.number().int(),
  /**
   * Every night of the stay, check-in night first, with its rate: the breakdown a guest sees
   * before paying. Night by night, so a seasonal rate can differ from the room's usual one.
   */
  nightly: z.array(z.object({ night: calendarDateReply, rate: moneyReply })),
  /**
   * The sum of `nightly` and the added taxes, computed by the server: the amount a payment
   * order must carry.
   */
  totalPrice: moneyReply,
  /** The lodging taxes of the stay (included ones are part of `nightly`'s rates). */
  ...taxSummaryFields,
  /**
   * The shortest stay sold from this check-in: the rate period's minimum (never below the
   * contracts' STAY_LIMITS.minNights). A shorter stay is refused with reason 'minimum_stay'.
   */
  minNights: z.number().int(),
  /**
   * Free cancellation ends at this instant (check-in time less the policy's hours, at the
   * retreat): what the booking records if it is made now. It may already be past for a stay
   * that starts soon, and then cancelling is never free.
   */
  freeCancellationUntil: instantReply,
  available: z.boolean(),
  reason: z.enum(ROOM_UNAVAILABLE_REASONS).nullable(),
  /** A guest-facing English sentence for `reason` (pages translate it); null when available. */
  message: z.string().nullable(),
});

export const roomSearchReply = z.object({
  checkin: calendarDateReply,
  checkout: calendarDateReply,
  nights: z.number().int(),
  guests: z.number().int(),
  /** Every active room (or the one asked for), bookable or not. */
  rooms: z.array(roomQuoteReply),
});

export type RoomReply = z.infer<typeof roomReply>;
export type RoomQuoteReply = z.infer<typeof roomQuoteReply>;
export type RoomSearchReply = z.infer<typeof roomSearchReply>;
