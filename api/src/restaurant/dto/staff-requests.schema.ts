/** Bodies of the staff-only restaurant writes: a kitchen ticket's move, a payment at the till, a cancellation. */
import { z } from 'zod';
import {
  KITCHEN_STEPS,
  LOYALTY_MESSAGES,
  loyaltyPaymentFields,
  makeOptionalMoneyAmount,
  MESSAGES,
  optionalText,
  POS_PAYMENT_METHODS,
  redeemNeedsMember,
  TEXT_LIMITS,
} from '@lakeside/contracts';
import { RESTAURANT_MESSAGES } from '../restaurant-messages.js';

/** PATCH /api/restaurant/kitchen/:queueId (a ticket is cancelled only with its order). */
export const ticketMoveSchema = z.object({
  status: z.enum(KITCHEN_STEPS, { error: MESSAGES.invalidStatus }),
});
export type TicketMove = z.output<typeof ticketMoveSchema>;

const paymentFields = z.object({
  method: z.enum(POS_PAYMENT_METHODS, { error: MESSAGES.invalidPosPaymentMethod }),
  /** Cash handed over, in the method's currency (Q or USD); ignored for cards. */
  tendered: makeOptionalMoneyAmount({ invalid: MESSAGES.invalidAmount }),
  /** A tip in quetzales: kept from the cash handed over, or added to the card charge. */
  tip: makeOptionalMoneyAmount({ invalid: MESSAGES.invalidAmount }).transform((tip) => tip ?? '0.00'),
  /** The card terminal's authorisation code, if staff type it in. */
  reference: optionalText(TEXT_LIMITS.paymentId),
  /**
   * A UUID the till made before its first attempt (an offline queue resends it): a replay gets
   * the payment the first attempt took instead of 409 alreadyPaid.
   */
  clientPaymentId: z
    .uuid({ error: RESTAURANT_MESSAGES.invalidClientPaymentId })
    .nullish()
    .transform((id) => id?.toLowerCase() ?? null),
  /** The loyalty member the order is for (it earns points), and points to take off the order. */
  ...loyaltyPaymentFields,
});

/** POST /api/restaurant/orders/:id/payment */
export const paymentRequestSchema = paymentFields.refine(redeemNeedsMember, {
  path: ['redeemPoints'],
  error: LOYALTY_MESSAGES.redeemNeedsMember,
});
export type PaymentRequest = z.output<typeof paymentRequestSchema>;

/** POST /api/restaurant/orders/:id/cancel (no body is the same as {}) */
export const cancelRequestSchema = z.object({
  /** Why, for the audit trail ("guest left before the food came"). */
  reason: optionalText(TEXT_LIMITS.notes),
});
export type CancelRequest = z.output<typeof cancelRequestSchema>;
