import { z } from 'zod';
import { normalizeBookingReference } from '../bookings/booking-reference.js';
import { MESSAGES } from '../messages.js';
import { emailField } from './fields.js';
import { roomBookingShape } from './room-booking.js';
import { withStayRules, type TodayOption } from './stay-dates.js';

/** The reference as typed ("r 4k7m q2xp"), read as stored ("R-4K7M-Q2XP"). */
const referenceField = z.string({ error: MESSAGES.bookingReferenceRequired }).transform((typed, context) => {
  const reference = normalizeBookingReference(typed);
  if (!reference) {
    context.addIssue({ code: 'custom', message: MESSAGES.invalidBookingReference });
    return z.NEVER;
  }
  return reference;
});

/**
 * "Find my booking" (docs/requirements/policies.md#managing-a-booking): the e-mail the booking
 * was made with and its reference. The reply is the same whether or not they match, so the
 * form tells no one which bookings exist; a match gets a fresh link by e-mail.
 */
export const findBookingSchema = z.object({
  email: emailField(),
  reference: referenceField,
});
export type FindBookingInput = z.input<typeof findBookingSchema>;

/** The manage link's token, which proves a request comes from the booking's guest. */
const manageTokenField = z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }).max(100);

/** POST /api/bookings/{reference}/cancel: the token of the manage link proves it is the guest. */
export const guestCancellationSchema = z.object({ token: manageTokenField });
export type GuestCancellationInput = z.input<typeof guestCancellationSchema>;

/**
 * POST /api/bookings/{reference}/balance: the guest pays what a move to dearer dates left to
 * pay, through the provider the booking was paid with (docs/requirements/policies.md#changing-dates).
 */
export const balancePaymentSchema = z.object({ token: manageTokenField });
export type BalancePaymentInput = z.input<typeof balancePaymentSchema>;

/**
 * A guest's new dates for a room stay (docs/requirements/policies.md#changing-dates): the same
 * stay rules as a new booking. The quote (GET …/date-change) reads the token as `t` like the
 * page's link; the change itself (POST …/date-change) carries it in the body like the cancel.
 */
const newDatesShape = {
  checkinDate: roomBookingShape.checkinDate,
  checkoutDate: roomBookingShape.checkoutDate,
};

/** GET /api/bookings/{reference}/date-change?t=…&checkinDate=…&checkoutDate=…; pass `today` to refuse past dates. */
export function makeDateChangeQuerySchema(options: TodayOption = {}) {
  const schema = z.object({ t: guestCancellationSchema.shape.token, ...newDatesShape });
  return withStayRules(schema, { checkin: 'checkinDate', checkout: 'checkoutDate' }, options);
}

/** POST /api/bookings/{reference}/date-change; pass `today` to refuse past dates. */
export function makeDateChangeSchema(options: TodayOption = {}) {
  const schema = z.object({ token: guestCancellationSchema.shape.token, ...newDatesShape });
  return withStayRules(schema, { checkin: 'checkinDate', checkout: 'checkoutDate' }, options);
}

export const dateChangeSchema = makeDateChangeSchema();
export type DateChangeInput = z.input<typeof dateChangeSchema>;
export type DateChangeParsed = z.output<typeof dateChangeSchema>;
export const dateChangeQuerySchema = makeDateChangeQuerySchema();
export type DateChangeQuery = z.output<typeof dateChangeQuerySchema>;
