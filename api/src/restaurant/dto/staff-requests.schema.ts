/** Bodies of the staff-only restaurant writes: a kitchen ticket's move and a payment at the till. */
import { z } from 'zod';
import {
  KITCHEN_STATUSES,
  makeOptionalMoneyAmount,
  MESSAGES,
  optionalText,
  POS_PAYMENT_METHODS,
  TEXT_LIMITS,
} from '@lakeside/contracts';

/** PATCH /api/restaurant/kitchen/:queueId */
export const ticketMoveSchema = z.object({
  status: z.enum(KITCHEN_STATUSES, { error: MESSAGES.invalidStatus }),
});
export type TicketMove = z.output<typeof ticketMoveSchema>;

/** POST /api/restaurant/orders/:id/payment */
export const paymentRequestSchema = z.object({
  method: z.enum(POS_PAYMENT_METHODS, { error: MESSAGES.invalidPosPaymentMethod }),
  /** Cash handed over, in the method's currency (Q or USD); ignored for cards. */
  tendered: makeOptionalMoneyAmount({ invalid: MESSAGES.invalidAmount }),
  /** The card terminal's authorisation code, if staff type it in. */
  reference: optionalText(TEXT_LIMITS.paymentId),
});
export type PaymentRequest = z.output<typeof paymentRequestSchema>;
