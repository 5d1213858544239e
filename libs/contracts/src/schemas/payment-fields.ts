import { z } from 'zod';
import { DEFAULT_PAYMENT_PROVIDER, PAYMENT_PROVIDERS } from '../enums/payments.js';
import { TEXT_LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { languageField, optionalText } from './fields.js';

/**
 * Payment reference of a paid booking. The server confirms the booking only after it has
 * captured `paypalOrderId` (or checked `recurrentePaymentId`) with the provider itself;
 * the ids are never proof of payment on their own.
 */
export const paymentReferenceShape = {
  /** Which provider took the money; PayPal unless the guest chose Recurrente. */
  paymentProvider: z
    .enum(PAYMENT_PROVIDERS, { error: MESSAGES.invalidPaymentProvider })
    .default(DEFAULT_PAYMENT_PROVIDER),
  /** PayPal Orders v2 order id, approved by the guest in the PayPal popup. */
  paypalOrderId: optionalText(TEXT_LIMITS.paymentId),
  /** Recurrente checkout/payment id. */
  recurrentePaymentId: optionalText(TEXT_LIMITS.paymentId),
  /** Language of the confirmation e-mail: the page the guest booked on. */
  language: languageField(),
};
