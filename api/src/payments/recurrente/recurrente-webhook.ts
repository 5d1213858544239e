import { Webhook, WebhookVerificationError } from 'svix';
import { PaymentError } from '../payment-errors.js';
import type { RecurrenteWebhookEvent } from './recurrente.types.js';

/** The Svix headers Recurrente signs each delivery with. */
const SIGNATURE_HEADERS = ['svix-id', 'svix-timestamp', 'svix-signature'] as const;

/**
 * Checks a webhook delivery with the Svix library, as Recurrente's documentation asks: the
 * HMAC over id, timestamp and the exact body bytes, and a timestamp within Svix's tolerance
 * (so a captured delivery cannot be replayed later). Returns the event, or throws 400
 * payments.webhookSignatureInvalid.
 */
export function verifiedRecurrenteEvent(
  secret: string,
  rawBody: Buffer | undefined,
  headers: Record<string, string | string[] | undefined>,
): RecurrenteWebhookEvent {
  const signed: Record<string, string> = {};
  for (const name of SIGNATURE_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') signed[name] = value;
  }
  if (!rawBody || Object.keys(signed).length !== SIGNATURE_HEADERS.length) {
    throw new PaymentError('payments.webhookSignatureInvalid');
  }
  try {
    return new Webhook(secret).verify(rawBody, signed) as RecurrenteWebhookEvent;
  } catch (error) {
    if (error instanceof WebhookVerificationError) throw new PaymentError('payments.webhookSignatureInvalid');
    throw error;
  }
}
