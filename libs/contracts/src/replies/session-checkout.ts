/**
 * Paying for event tickets and a private sauna session. Before paying, the quote
 * (GET /api/event-bookings/quote, GET /api/sauna-bookings/quote) gives the server's breakdown,
 * the cancellation deadline the booking will record, and whether paying at the retreat is
 * offered. Paying online, the checkout holds the seats or
 * the slot and makes a payment order for the server's price (POST /api/event-bookings/checkout,
 * POST /api/sauna-bookings/checkout). The capture answers with the booking as the
 * pay-at-retreat POST does (eventBookingReply, saunaBookedReply), now paid.
 */
import { z } from 'zod';
import { instantReply, moneyReply } from './reply.js';
import { taxSummaryFields } from './taxes.js';

/** What a quote line counts: tickets of an event, or one private sauna session of `minutes`. */
export const SESSION_QUOTE_ITEMS = ['tickets', 'saunaSession'] as const;

export const sessionQuoteLineReply = z.object({
  item: z.enum(SESSION_QUOTE_ITEMS),
  /** Tickets, or 1 session. */
  quantity: z.number().int(),
  /** The ticket price, or the rate for the session's length. */
  unitPrice: moneyReply,
  /** quantity × unitPrice. */
  amount: moneyReply,
  /** The sauna session's length; null for tickets. */
  minutes: z.number().int().nullable(),
});

export const sessionQuoteReply = z.object({
  lines: z.array(sessionQuoteLineReply).min(1),
  /** The sum of the lines and the added taxes: what the booking costs and an online payment charges. */
  totalPrice: moneyReply,
  /** The sale's taxes (events or wellness): included ones are part of the lines, added ones are not. */
  ...taxSummaryFields,
  currency: z.string(),
  /** Until when cancelling is free, as the booking made now records it (policies, Guatemala time). */
  freeCancellationUntil: instantReply,
  /** POLICIES_UPDATED_ON of the policy the booking would be sold under. */
  policyVersion: z.string(),
  /** Whether the guest may also book now and pay at the retreat (SESSIONS_PAY_AT_RETREAT). */
  payAtRetreat: z.boolean(),
});

export const sessionPaymentOrderReply = z.object({
  /** The provider's order id: approved in the PayPal popup (or paid on the provider's page, or simulated), then captured. */
  id: z.string(),
  status: z.string(),
  /** Where the browser goes to pay (Recurrente's hosted checkout); null when the payment happens on our page. */
  approvalUrl: z.string().nullable(),
  /** The held booking's reference ("E-4K7M-Q2XP"). */
  reference: z.string(),
  /** The server's price, which the order charges. */
  amount: moneyReply,
  currency: z.string(),
  /** When the held seats or slot are freed if no payment completed (paying a balance: when the order lapses). */
  holdExpiresAt: instantReply,
});

export type SessionPaymentOrderReply = z.infer<typeof sessionPaymentOrderReply>;
export type SessionQuoteReply = z.infer<typeof sessionQuoteReply>;
export type SessionQuoteLineReply = z.infer<typeof sessionQuoteLineReply>;
