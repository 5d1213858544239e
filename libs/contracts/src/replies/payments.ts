/** GET /paypal/setup: what the site needs to show the pay button. */
import { z } from 'zod';
import { BOOKING_CURRENCY, PAYMENT_INTENT, PAYMENT_PROVIDERS } from '../enums/payments.js';

/** The online providers, and the simulated one a machine without PayPal credentials runs. */
export const PAYMENT_PROVIDER_NAMES = [...PAYMENT_PROVIDERS, 'simulated'] as const;

export const paymentSetupReply = z.object({
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
});

export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];
export type PaymentSetupReply = z.infer<typeof paymentSetupReply>;
