import { z } from 'zod';
import { DEFAULT_PAYMENT_PROVIDER, PAYMENT_PROVIDERS } from '../enums/payments.js';
import { TEXT_LIMITS } from '../limits.js';
import { PAYMENT_PROVIDER_NAMES } from '../replies/payments.js';
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

/**
 * The guest's choice of how to pay online, sent with a payment order (a room's POST /paypal/order,
 * the sessions' POST …/checkout): one of GET /paypal/setup's `offered`. Unset, the first offered
 * (the default); a provider this retreat is not set up for is refused with 422
 * payments.providerNotOffered. Ignored by a booking paid at the retreat.
 */
export const paymentChoiceShape = {
  provider: z.enum(PAYMENT_PROVIDER_NAMES, { error: MESSAGES.invalidPaymentProvider }).optional(),
};
