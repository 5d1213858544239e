/**
 * A sauna session or event tickets as the desk sees them (GET /api/{sauna,event}-bookings/{id}/desk
 * and the replies of their staff actions): what was booked, where it stands, what was paid and
 * given back, and what is left to refund.
 */
import { z } from 'zod';
import { SESSION_BOOKING_KINDS, SESSION_BOOKING_STATES } from '../session-desk.js';
import { bookingPaymentStaffReply } from './managed-booking.js';
import { calendarDateReply, instantReply, moneyReply, timeOfDayReply } from './reply.js';
import { taxSummaryFields } from './taxes.js';

export const deskSessionReply = z.object({
  kind: z.enum(SESSION_BOOKING_KINDS),
  id: z.number().int(),
  reference: z.string(),
  /** "Private sauna session", or the event's title (English). */
  title: z.string(),
  /**
   * The event the tickets are for, as GET /api/events names its occurrences: 'event:12' (a
   * one-off event) or 'template:3' (a weekly one, whose occurrences are 'template:3:<date>');
   * the desk moves tickets only to another occurrence of it. Null for a sauna session.
   */
  eventKey: z.string().nullable(),
  date: calendarDateReply,
  /** The start at the retreat. */
  time: timeOfDayReply,
  /** Tickets; 1 for a sauna session. */
  people: z.number().int(),
  guestName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  total: moneyReply,
  currency: z.string(),
  state: z.enum(SESSION_BOOKING_STATES),
  /** Paid online (captured): a cancellation may refund it. */
  paidOnline: z.boolean(),
  /** Paid at the retreat and its desk payment not yet taken. */
  owesAtDesk: z.boolean(),
  /** What can still be given back online: captures less refunds that did not fail. */
  refundable: moneyReply,
  /** Until when cancelling is free (the policy refunds it all); null for bookings older than the rule. */
  freeCancellationUntil: instantReply.nullable(),
  cancelledAt: instantReply.nullable(),
  attendedAt: instantReply.nullable(),
  noShowAt: instantReply.nullable(),
  /** Captures, desk payments and refunds, oldest first. */
  payments: z.array(bookingPaymentStaffReply),
});
export type DeskSessionReply = z.infer<typeof deskSessionReply>;

/** Where a session booking is or would be: its day, start and price. */
const sessionPlace = {
  date: calendarDateReply,
  time: timeOfDayReply,
  total: moneyReply,
};

/**
 * What moving a sauna session or event tickets would mean (GET /api/{sauna,event}-bookings/{id}/move):
 * the new place priced as a new booking would be, whether it is free (the booking's own place
 * counts as free), and the money that follows — a refund of what was paid online beyond the new
 * price, or what is left to pay. Nothing is held.
 */
export const sessionMoveQuoteReply = z.object({
  reference: z.string(),
  currency: z.string(),
  current: z.object(sessionPlace),
  proposed: z.object({
    ...sessionPlace,
    ...taxSummaryFields,
    /** The free-cancellation deadline the moved booking records. */
    freeCancellationUntil: instantReply,
  }),
  available: z.boolean(),
  refund: moneyReply,
  toPay: moneyReply,
});
export type SessionMoveQuoteReply = z.infer<typeof sessionMoveQuoteReply>;
