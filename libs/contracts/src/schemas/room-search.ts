import { z } from 'zod';
import { ROOM_TYPE_OPTIONS } from '../enums/rooms.js';
import { STAY_LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { dateField, enumField } from './fields.js';
import { guestsField, withStayRules, type TodayOption } from './stay-dates.js';

/**
 * The room search (home widget, /search-results, /accommodation-search) and the API's
 * availability query. Values come from a query string, so guests may arrive as text.
 */
export const roomSearchShape = {
  /** First night, "yyyy-MM-dd". */
  checkin: dateField(MESSAGES.checkinRequired),
  /** Departure day, "yyyy-MM-dd". */
  checkout: dateField(MESSAGES.checkoutRequired),
  /** Party size; rooms smaller than this are left out of the results. '' counts as absent. */
  guests: z.preprocess(
    (value) => (typeof value !== 'string' ? value : value.trim() === '' ? undefined : Number(value)),
    guestsField().default(STAY_LIMITS.defaultGuests),
  ),
  /** One room, or 'all' (the default) for every room. */
  roomType: enumField(ROOM_TYPE_OPTIONS, MESSAGES.roomTypeRequired).default('all'),
};

/** Search query with the stay rules; pass `today` to refuse a check-in in the past. */
export function makeRoomSearchSchema(options: TodayOption = {}) {
  return withStayRules(z.object(roomSearchShape), { checkin: 'checkin', checkout: 'checkout' }, options);
}

export const roomSearchSchema = makeRoomSearchSchema();
export type RoomSearchInput = z.input<typeof roomSearchSchema>;
export type RoomSearchParsed = z.output<typeof roomSearchSchema>;
