/**
 * Paying online for event tickets and a private sauna session: the checkout holds the seats or
 * the slot and makes a payment order for the server's price (POST /api/event-bookings/checkout,
 * POST /api/sauna-bookings/checkout). The capture answers with the booking as the
 * pay-at-retreat POST does (eventBookingReply, saunaBookedReply), now paid.
 */
import { z } from 'zod';
import { instantReply, moneyReply } from './reply.js';

export const sessionPaymentOrderReply = z.object({
  /** The provider's order id: approved in the PayPal popup (or simulated), then captured. */
  id: z.string(),
  status: z.string(),
  /** The held booking's reference ("E-4K7M-Q2XP"). */
  reference: z.string(),
  /** The server's price, which the order charges. */
  amount: moneyReply,
  currency: z.string(),
  /** When the held seats or slot are freed if no payment completed. */
  holdExpiresAt: instantReply,
});

export type SessionPaymentOrderReply = z.infer<typeof sessionPaymentOrderReply>;
