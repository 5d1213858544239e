/** GET /paypal/setup: what the site needs to show the pay buttons; the Recurrente webhook's answer. */
import { z } from 'zod';
import { BOOKING_CURRENCY, PAYMENT_INTENT, PAYMENT_PROVIDERS } from '../enums/payments.js';

/** The online providers, and the simulated one a machine without PayPal credentials runs. */
export const PAYMENT_PROVIDER_NAMES = [...PAYMENT_PROVIDERS, 'simulated'] as const;

/** A way to pay the guest may choose on the payment step. */
export const paymentChoiceReply = z.object({
  provider: z.enum(PAYMENT_PROVIDER_NAMES),
  /** What the button says, e.g. "PayPal", "Card (Recurrente)", or the simulated provider's warning. */
  label: z.string(),
  /** True when paying means leaving for the provider's own page (Recurrente's hosted checkout). */
  redirects: z.boolean(),
});

export const paymentSetupReply = z.object({
  /** The default provider (the first of `offered`); `label`, `clientId` and `clientToken` are its. */
  provider: z.enum(PAYMENT_PROVIDER_NAMES),
  /** True when no money moves: the site shows `label` prominently. */
  simulated: z.boolean(),
  label: z.string(),
  /** PayPal client id for the JS SDK's script URL; null for the simulated provider. */
  clientId: z.string().nullable(),
  /** PayPal client token (card fields); null when simulated or when PayPal could not issue one. */
  clientToken: z.string().nullable(),
  currency: z.literal(BOOKING_CURRENCY),
  intent: z.literal(PAYMENT_INTENT),
  /** Every provider this retreat takes payments with; the guest chooses when there are several. */
  offered: z.array(paymentChoiceReply).min(1),
});

/** POST /api/payments/recurrente/webhook: the event was verified and read. */
export const paymentWebhookReply = z.object({
  /** True when the event confirmed (or had already confirmed) a booking; false for an event we do not act on. */
  handled: z.boolean(),
});

export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];
export type PaymentSetupReply = z.infer<typeof paymentSetupReply>;
export type PaymentChoiceReply = z.infer<typeof paymentChoiceReply>;
export type PaymentWebhookReply = z.infer<typeof paymentWebhookReply>;
