/**
 * A booking as its guest manages it from the link in the confirmation mail
 * (GET /api/bookings/{reference}?t=…, and the reply of POST …/cancel): what was booked, where
 * it stands, what was paid and given back, and what cancelling now would mean.
 */
import { z } from 'zod';
import { BOOKING_KINDS } from '../bookings/booking-reference.js';
import { PAYMENT_PROVIDER_NAMES } from './payments.js';
import { calendarDateReply, instantReply, moneyReply } from './reply.js';
import { taxSummaryFields } from './taxes.js';

export const MANAGED_BOOKING_STATUSES = ['held', 'confirmed', 'cancelled', 'expired'] as const;

export const bookingPaymentReply = z.object({
  /** capture: paid; refund: given back. */
  kind: z.enum(['capture', 'refund']),
  amount: moneyReply,
  currency: z.string(),
  /** pending: the provider is processing it (refunds take REFUND_BUSINESS_DAYS to arrive). */
  status: z.enum(['completed', 'pending', 'failed']),
  at: instantReply,
});

export const managedBookingReply = z.object({
  reference: z.string(),
  kind: z.enum(BOOKING_KINDS),
  status: z.enum(MANAGED_BOOKING_STATUSES),
  /** What was booked, in the guest's language: the room's name, "Private sauna", the event's title. */
  title: z.string(),
  /** First day (check-in, session date). */
  startDate: calendarDateReply,
  /** Check-out day of a stay; null for sessions. */
  endDate: calendarDateReply.nullable(),
  /** 'HH:MM' at the retreat for sessions; null for a stay. */
  startTime: z.string().nullable(),
  /** Guests of a stay, tickets of an event, 1 for the sauna. */
  people: z.number().int(),
  guestName: z.string(),
  email: z.string(),
  language: z.string(),
  /** What the booking costs, its added taxes included. */
  total: moneyReply,
  /** The taxes it was sold with (none for bookings sold before taxes were recorded). */
  ...taxSummaryFields,
  currency: z.string(),
  /** True when paid online (refundable through the provider); false when paid at the retreat. */
  paidOnline: z.boolean(),
  payments: z.array(bookingPaymentReply),
  /** Free cancellation up to this instant (null: sold before the policy was recorded; staff decide). */
  freeCancellationUntil: instantReply.nullable(),
  /** Whether the guest can cancel from the page now (it is held or confirmed and has not started). */
  canCancel: z.boolean(),
  /** What cancelling now gives back: the whole amount inside the free window, else 0.00. */
  refundIfCancelledNow: moneyReply,
  /**
   * Whether the guest can move the stay to other dates from the page: a confirmed room stay
   * whose free-cancellation window is still open (a later move would escape the policy).
   */
  canChangeDates: z.boolean(),
  /**
   * What the guest still owes: the total less what was paid (online, net of refunds, or at the
   * desk); after a move to dearer dates, the difference. 0.00 when settled.
   */
  balanceDue: moneyReply,
  /**
   * The provider the guest pays the balance through from the page (POST …/balance): the one the
   * booking was paid with. Null when nothing is owed, or it is paid at the retreat.
   */
  balanceProvider: z.enum(PAYMENT_PROVIDER_NAMES).nullable(),
});
export type ManagedBookingReply = z.infer<typeof managedBookingReply>;

/**
 * The balance paid (POST /api/bookings/balance/{orderId}/capture): what was taken, and what is
 * left (0.00 once paid). A repeated capture of the same order answers the same, taking nothing.
 */
export const balancePaidReply = z.object({
  reference: z.string(),
  amount: moneyReply,
  currency: z.string(),
  balanceDue: moneyReply,
  /** Whether the guest's receipt mail went out with this call (false for a repeated capture). */
  emailSent: z.boolean(),
});
export type BalancePaidReply = z.infer<typeof balancePaidReply>;

const datedStay = {
  checkinDate: calendarDateReply,
  checkoutDate: calendarDateReply,
};

/**
 * What moving a stay to other dates would mean (GET /api/bookings/{reference}/date-change):
 * the new nights priced as a new booking would be, whether they are free, and the money that
 * follows — a refund of the difference when the new stay costs less than was paid online, or
 * what is left to pay when it costs more. Nothing is held: the change itself may still find a
 * night taken meanwhile.
 */
export const dateChangeQuoteReply = z.object({
  reference: z.string(),
  currency: z.string(),
  current: z.object({ ...datedStay, total: moneyReply }),
  proposed: z.object({
    ...datedStay,
    nights: z.number().int(),
    nightly: z.array(z.object({ night: calendarDateReply, rate: moneyReply })),
    /** The nights and the added taxes. */
    total: moneyReply,
    ...taxSummaryFields,
    minNights: z.number().int(),
    /** The new free-cancellation deadline (the same policy, from the new check-in). */
    freeCancellationUntil: instantReply,
  }),
  /** False when another booking holds any of the new nights. */
  available: z.boolean(),
  /** Given back through the provider the guest paid with. */
  refund: moneyReply,
  /** Left to pay after the change, at the retreat (a stay paid online that now costs more). */
  toPay: moneyReply,
});
export type DateChangeQuoteReply = z.infer<typeof dateChangeQuoteReply>;

/** POST /api/bookings/find: the same reply whether or not a booking matched (nothing is revealed). */
export const findBookingReply = z.object({ accepted: z.literal(true) });
export type FindBookingReply = z.infer<typeof findBookingReply>;

/** A payment row as staff see it (POST /api/booking-payments/{id}/retry). */
export const bookingPaymentStaffReply = z.object({
  id: z.number().int(),
  bookingKind: z.enum(BOOKING_KINDS),
  bookingId: z.number().int(),
  kind: z.enum(['capture', 'refund']),
  provider: z.string(),
  /** The provider's capture or refund id; null until it answered. */
  providerReference: z.string().nullable(),
  amount: moneyReply,
  currency: z.string(),
  status: z.enum(['completed', 'pending', 'failed']),
  /** Why the provider refused or could not be reached. */
  failureReason: z.string().nullable(),
  createdAt: instantReply,
  updatedAt: instantReply,
});
export type BookingPaymentStaffReply = z.infer<typeof bookingPaymentStaffReply>;
