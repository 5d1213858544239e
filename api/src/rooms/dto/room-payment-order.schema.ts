import {
  BOOKING_CURRENCY,
  MESSAGES,
  PAYMENT_INTENT,
  languageField,
  makeMoneyAmount,
  paymentChoiceShape,
  roomBookingShape,
  withStayRules,
  type TodayOption,
} from '@lakeside/contracts';
import { z } from 'zod';
import { ROOM_CHECKOUT_MESSAGES } from '../room-checkout.messages.js';

/**
 * The booking draft the wizard sends with its payment order: the room booking form
 * (roomBookingShape) without the total and payment ids, which the server computes and assigns.
 */
const bookingDraftShape = {
  checkinDate: roomBookingShape.checkinDate,
  checkoutDate: roomBookingShape.checkoutDate,
  roomType: roomBookingShape.roomType,
  guests: roomBookingShape.guests,
  guestName: roomBookingShape.guestName,
  email: roomBookingShape.email,
  phone: roomBookingShape.phone,
  /** Language of the confirmation e-mail, en or es. */
  language: languageField(),
};

/**
 * POST /paypal/order for a room: the first version's payment order body (amount, currency,
 * intent; docs/requirements/api-shape.md#guest-calls) plus the booking it pays for.
 * `amount` is what the guest was shown; the server compares it
 * with its own price and refuses a difference. Field errors are reported as
 * "booking.checkinDate" etc.
 */
export function makeRoomPaymentOrderSchema(options: TodayOption = {}) {
  return z.object({
    amount: makeMoneyAmount({ required: MESSAGES.totalRequired }),
    currency: z
      .string({ error: MESSAGES.invalidInput })
      .trim()
      .toUpperCase()
      .max(3, { error: MESSAGES.invalidInput })
      .default(BOOKING_CURRENCY),
    intent: z.literal(PAYMENT_INTENT, { error: ROOM_CHECKOUT_MESSAGES.invalidIntent }).default(PAYMENT_INTENT),
    ...paymentChoiceShape,
    // The object check comes first: withStayRules' refinement reads fields of whatever it is
    // given and would throw on a missing booking.
    booking: z
      .looseObject({}, { error: ROOM_CHECKOUT_MESSAGES.bookingDetailsRequired })
      .pipe(withStayRules(z.object(bookingDraftShape), { checkin: 'checkinDate', checkout: 'checkoutDate' }, options)),
  });
}

export type RoomPaymentOrder = z.output<ReturnType<typeof makeRoomPaymentOrderSchema>>;
export type RoomBookingDraft = RoomPaymentOrder['booking'];
