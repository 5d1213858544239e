/**
 * What the booking code needs from an online payment provider (PayPal Orders v2, Recurrente,
 * a simulated one offline). The configured providers are chosen once at boot
 * (payment-provider.factory.ts) and injected as `PaymentProviders` (payment-providers.ts).
 */

import type { PaymentProviderName } from '@lakeside/contracts';

/** Which implementation is taking payments (the contracts' names); stored on bookings as `paymentProvider`. */
export type { PaymentProviderName };

/** The only capture status that means the money was received. */
export const CAPTURE_COMPLETED = 'COMPLETED';

export interface CreateOrderInput {
  /** The server-computed price, a 2-decimal string ("130.00"). */
  amount: string;
  /** ISO currency code, e.g. "USD". */
  currency: string;
  /**
   * Idempotency key (PayPal-Request-Id): the same key returns the same order, so a retry
   * after a timeout never creates a second order.
   */
  requestId: string;
  /** Shown to the payer by the provider, e.g. "Lakefront Lower Room, 2 nights". */
  description: string;
  /** Our own reference, echoed by the provider (booking id), for reconciliation. */
  reference: string;
  /**
   * Where a provider with its own payment page (Recurrente's hosted checkout) sends the guest
   * back, once the order id is known: after paying (success) or giving up (cancel). Required by
   * providers that redirect (`redirects`); they refuse an order without it.
   */
  returnTo?: (orderId: string) => ReturnUrls;
}

export interface ReturnUrls {
  success: string;
  cancel: string;
}

export interface ProviderOrder {
  /** The provider's order id; the browser approves it and we capture it. */
  id: string;
  /** Provider status, e.g. CREATED. */
  status: string;
  /** The provider's page the browser is sent to for paying (hosted checkout); null when it pays in our page. */
  approvalUrl: string | null;
}

export interface CaptureResult {
  /** The order id. */
  id: string;
  /**
   * COMPLETED only when the money was actually taken (for PayPal: the order and its capture
   * are both COMPLETED). Anything else (PENDING, DECLINED, APPROVED…) confirms nothing.
   */
  status: string;
  /** The capture's own id (what a refund names); null when the provider reported none. */
  captureId: string | null;
  /** Captured amount as a decimal string, null when the provider reported none. */
  amount: string | null;
  currency: string | null;
  /** The provider's reply, for logs when something does not add up. */
  raw: unknown;
}

export interface RefundInput {
  /** The capture to give money back from (CaptureResult.captureId). */
  captureId: string;
  /** 2-decimal string; at most what is left of the capture. */
  amount: string;
  /** What the capture took (2-decimal string): a provider that refunds only whole payments compares. */
  capturedAmount: string;
  /**
   * The provider's id of this same refund from an earlier attempt that was answered but not yet
   * completed: a provider without idempotency keys reads it instead of refunding again.
   */
  earlierRefundId: string | null;
  currency: string;
  /** Idempotency key (PayPal-Request-Id): a retried refund returns the first one, never pays twice. */
  requestId: string;
  /** Shown to the payer, e.g. "Cancelled booking R-4K7M-Q2XP". */
  note: string;
}

export interface RefundResult {
  /** The provider's refund id. */
  id: string;
  /** COMPLETED, or PENDING while the provider processes it (the money is on its way). */
  status: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** What the site shows beside the pay button (the simulated provider says no money moves). */
  readonly label: string;
  /** True when the guest pays on the provider's own page (createOrder gives its approvalUrl). */
  readonly redirects: boolean;
  /** Public client id the browser SDK is loaded with; null when there is no SDK. */
  readonly clientId: string | null;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /**
   * Captures an approved order, or for a hosted checkout reads whether it was paid;
   * `requestId` makes a retried capture return the first result.
   */
  captureOrder(orderId: string, requestId: string): Promise<CaptureResult>;
  /** Gives `amount` back from a completed capture. */
  refundCapture(input: RefundInput): Promise<RefundResult>;
  /** A browser client token (PayPal card fields), or null when the provider has none. */
  clientToken(): Promise<string | null>;
}
