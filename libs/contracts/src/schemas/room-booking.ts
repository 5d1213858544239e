import { z } from 'zod';
import { ROOM_IDS } from '../enums/rooms.js';
import { MESSAGES } from '../messages.js';
import { enumField, dateField } from './fields.js';
import { guestDetailsSchema } from './guest-details.js';
import { makeMoneyString } from './money-fields.js';
import { paymentReferenceShape } from './payment-fields.js';
import { guestsField, withStayRules, type TodayOption } from './stay-dates.js';

/** Fields of POST /api/room-bookings (docs/requirements/api-shape.md#guest-calls) before the cross-field stay rules. */
export const roomBookingShape = {
  /** First night, "yyyy-MM-dd". */
  checkinDate: dateField(MESSAGES.checkinRequired),
  /** Departure day, "yyyy-MM-dd"; that night is not sold. */
  checkoutDate: dateField(MESSAGES.checkoutRequired),
  /** A bookable room; 'all' is a search option only and is refused here. */
  roomType: enumField(ROOM_IDS, MESSAGES.roomTypeRequired),
  /** Party size; the room's own maximum (2 or 4) is checked by the server against the catalogue. */
  guests: guestsField(),
  ...guestDetailsSchema.shape,
  /**
   * Total the guest was shown (nights × rate, USD). The server computes its own and
   * refuses the booking when they differ, so a tampered price cannot be paid.
   */
  totalPrice: makeMoneyString({ required: MESSAGES.totalRequired }),
  ...paymentReferenceShape,
};

/**
 * A room booking, with the stay rules. Pass `today` (in the retreat's zone) to refuse a
 * check-in in the past; the API always does.
 */
export function makeRoomBookingSchema(options: TodayOption = {}) {
  return withStayRules(z.object(roomBookingShape), { checkin: 'checkinDate', checkout: 'checkoutDate' }, options);
}

/** A room booking without the "not in the past" rule (which needs today's date). */
export const roomBookingSchema = makeRoomBookingSchema();
export type RoomBookingInput = z.input<typeof roomBookingSchema>;
export type RoomBookingParsed = z.output<typeof roomBookingSchema>;
