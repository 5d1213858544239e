/**
 * The parts of Recurrente's REST API (https://app.recurrente.com/api, docs.recurrente.com)
 * that the booking flow uses: hosted checkouts, refunds and the payment webhook's event.
 */

export interface RecurrenteCredentials {
  /** Origin of the API, e.g. https://app.recurrente.com (paths start with /api). */
  baseUrl: string;
  publicKey: string;
  secretKey: string;
}

/** POST /api/checkouts: one line per thing sold, priced inline (no catalogue product). */
export interface RecurrenteCheckoutRequest {
  items: Array<{ name: string; amount_in_cents: number; currency: string; quantity: number }>;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
}

/** The create reply: the checkout's id and the page the guest pays on. */
export interface RecurrenteCreatedCheckout {
  id: string;
  checkout_url: string;
}

/** GET /api/checkouts/{id}. */
export interface RecurrenteCheckout {
  id: string;
  /** "paid" once the guest paid; anything else has taken no money. */
  status: string;
  total_in_cents?: number | null;
  currency?: string | null;
  metadata?: Record<string, string> | null;
  /** The payment intent (pa_…) once paid: what a refund names. */
  payment?: { id?: string | null } | null;
  latest_intent?: { id?: string | null } | null;
}

/** POST /api/refunds and GET /api/refunds/{id}. */
export interface RecurrenteRefund {
  id: string;
  /** "succeeded" when the money went back; other values while it is processed or if it failed. */
  status: string;
  customer_refunded_amount_in_cents?: number | null;
  currency?: string | null;
}

/** The webhook body (delivered through Svix); only payment_intent.succeeded confirms anything. */
export interface RecurrenteWebhookEvent {
  /** The payment intent's id. */
  id?: string;
  event_type?: string;
  checkout?: { id?: string; status?: string } | null;
  amount_in_cents?: number;
  currency?: string;
}

/** The one status of a checkout that means the money was taken. */
export const RECURRENTE_PAID = 'paid';
/** The one status of a refund that means the money went back. */
export const RECURRENTE_REFUND_SUCCEEDED = 'succeeded';
/** A refund Recurrente could not make. */
export const RECURRENTE_REFUND_FAILED = 'failed';
/** The event of a successful card charge. */
export const RECURRENTE_PAYMENT_SUCCEEDED = 'payment_intent.succeeded';
