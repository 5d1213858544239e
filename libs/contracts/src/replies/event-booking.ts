/** POST /api/event-bookings: the tickets reserved, at the server's price, and whether the guest was mailed. */
import { z } from 'zod';
import { instantReply, moneyReply, timeOfDayReply } from './reply.js';
import { taxSummaryFields } from './taxes.js';

export const eventBookingReply = z.object({
  id: z.number().int(),
  /** What the guest reads out and finds the booking by ("E-4K7M-Q2XP"). */
  reference: z.string(),
  /** The one-off event booked; null for a session of a weekly template. */
  eventId: z.number().int().nullable(),
  /** The session whose seats the booking took. */
  sessionId: z.number().int(),
  guestName: z.string(),
  email: z.string(),
  phone: z.string(),
  numberOfTickets: z.number().int(),
  /** The session's start at the retreat. */
  selectedTimeSlot: timeOfDayReply.nullable(),
  /** The session's start as an instant. */
  selectedDateTime: instantReply.nullable(),
  /** Ticket price × numberOfTickets, computed by the server. */
  totalAmount: moneyReply,
  /** The event taxes as sold (empty for tickets sold before they were recorded). */
  ...taxSummaryFields,
  currency: z.string(),
  /** The guest's language for e-mails: en | es. */
  language: z.string(),
  /** confirmed (seats reserved, paid at the retreat) | paid | cancelled. */
  paymentStatus: z.string(),
  paymentProvider: z.string().nullable(),
  paypalOrderId: z.string().nullable(),
  createdAt: instantReply,
  /** True when the guest's confirmation e-mail went out. */
  emailSent: z.boolean(),
});

export type EventBookingReply = z.infer<typeof eventBookingReply>;
