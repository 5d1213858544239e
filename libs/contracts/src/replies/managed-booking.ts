/**
 * A booking as its guest manages it from the link in the confirmation mail
 * (GET /api/bookings/{reference}?t=…, and the reply of POST …/cancel): what was booked, where
 * it stands, what was paid and given back, and what cancelling now would mean.
 */
import { z } from 'zod';
import { BOOKING_KINDS } from '../bookings/booking-reference.js';
import { calendarDateReply, instantReply, moneyReply } from './reply.js';

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
  total: moneyReply,
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
});
export type ManagedBookingReply = z.infer<typeof managedBookingReply>;

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
