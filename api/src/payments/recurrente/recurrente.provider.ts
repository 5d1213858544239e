import { Logger } from '@nestjs/common';
import { fromCents, moneyEquals, toCents } from '@lakeside/contracts';
import { httpFailure, PaymentProviderError, providerCall } from '../payment-errors.js';
import {
  CAPTURE_COMPLETED,
  type CaptureResult,
  type CreateOrderInput,
  type PaymentProvider,
  type ProviderOrder,
  type RefundInput,
  type RefundResult,
} from '../payment-provider.js';
import { RecurrenteApiError, RecurrenteHttpClient, type RecurrenteHttpOptions } from './recurrente-http-client.js';
import {
  RECURRENTE_PAID,
  RECURRENTE_REFUND_FAILED,
  RECURRENTE_REFUND_SUCCEEDED,
  type RecurrenteCheckout,
  type RecurrenteCheckoutRequest,
  type RecurrenteCreatedCheckout,
  type RecurrenteCredentials,
  type RecurrenteRefund,
} from './recurrente.types.js';

/** The currencies Recurrente charges in. */
const RECURRENTE_CURRENCIES = new Set(['GTQ', 'USD']);
const PENDING = 'PENDING';

/**
 * Recurrente (Guatemalan card payments) through its hosted checkout: createOrder makes a
 * checkout for the server's price and gives the page the guest pays on (approvalUrl);
 * captureOrder reads the checkout, COMPLETED once Recurrente says it is paid. Refunds give
 * back a whole payment, as Recurrente's refunds do.
 */
export class RecurrenteProvider implements PaymentProvider {
  readonly name = 'recurrente';
  readonly label = 'Card (Recurrente)';
  readonly redirects = true;
  readonly clientId = null;
  private readonly logger = new Logger('Recurrente');
  private readonly http: RecurrenteHttpClient;

  constructor(credentials: RecurrenteCredentials, httpOptions?: RecurrenteHttpOptions) {
    this.http = new RecurrenteHttpClient(credentials, httpOptions);
  }

  async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    if (!RECURRENTE_CURRENCIES.has(input.currency)) {
      throw new PaymentProviderError('declined', `Recurrente charges GTQ or USD, not ${input.currency}.`);
    }
    const { returnTo } = input;
    if (!returnTo) throw new PaymentProviderError('declined', 'A Recurrente checkout needs the pages to return to.');
    // The return addresses name the checkout, whose id exists only once it is created: made
    // with neutral addresses, then pointed at its own (Recurrente lets an unpaid checkout change them).
    const neutral = returnTo('');
    const body: RecurrenteCheckoutRequest = {
      items: [
        { name: input.description, amount_in_cents: toCents(input.amount), currency: input.currency, quantity: 1 },
      ],
      success_url: neutral.success,
      cancel_url: neutral.cancel,
      metadata: { reference: input.reference, request_id: input.requestId },
    };
    const created = await this.call(() => this.http.post<RecurrenteCreatedCheckout>('/api/checkouts', body));
    const urls = returnTo(created.id);
    await this.call(() =>
      this.http.put(checkoutPath(created.id), { success_url: urls.success, cancel_url: urls.cancel }),
    );
    return { id: created.id, status: 'CREATED', approvalUrl: created.checkout_url };
  }

  /** Nothing to capture on a hosted checkout: Recurrente charged the card; this reads whether it did. */
  async captureOrder(orderId: string): Promise<CaptureResult> {
    const checkout = await this.call(() => this.http.get<RecurrenteCheckout>(checkoutPath(orderId)));
    const paymentId = checkout.payment?.id ?? checkout.latest_intent?.id ?? null;
    const paid = checkout.status === RECURRENTE_PAID && paymentId !== null;
    const cents = checkout.total_in_cents;
    return {
      id: checkout.id,
      status: paid ? CAPTURE_COMPLETED : checkout.status.toUpperCase(),
      captureId: paymentId,
      amount: typeof cents === 'number' ? fromCents(cents) : null,
      currency: checkout.currency ?? null,
      raw: checkout,
    };
  }

  /**
   * Recurrente refunds a payment whole and takes no idempotency key. A retry is still safe:
   * an answered attempt is read back by its id (earlierRefundId) instead of asked again, and
   * a payment already refunded is refused by Recurrente rather than paid back twice.
   */
  async refundCapture(input: RefundInput): Promise<RefundResult> {
    if (!moneyEquals(input.amount, input.capturedAmount)) {
      throw new PaymentProviderError(
        'declined',
        `Recurrente refunds only a whole payment (${input.capturedAmount}), not ${input.amount}; refund the part from the Recurrente dashboard.`,
      );
    }
    const refund = input.earlierRefundId
      ? await this.call(() =>
          this.http.get<RecurrenteRefund>(`/api/refunds/${encodeURIComponent(input.earlierRefundId ?? '')}`),
        )
      : await this.call(() => this.http.post<RecurrenteRefund>('/api/refunds', { payment_intent_id: input.captureId }));
    if (refund.status === RECURRENTE_REFUND_FAILED) {
      throw new PaymentProviderError('declined', `Recurrente refund ${refund.id} failed.`);
    }
    return { id: refund.id, status: refund.status === RECURRENTE_REFUND_SUCCEEDED ? CAPTURE_COMPLETED : PENDING };
  }

  /** The guest pays on Recurrente's page: no browser SDK, no token. */
  clientToken(): Promise<string | null> {
    return Promise.resolve(null);
  }

  private call<T>(request: () => Promise<T>): Promise<T> {
    return providerCall(request, (error) => this.translate(error));
  }

  private translate(error: unknown): unknown {
    if (!(error instanceof RecurrenteApiError)) return error;
    this.logger.warn(error.message);
    return httpFailure('Recurrente', error);
  }
}

function checkoutPath(id: string): string {
  return `/api/checkouts/${encodeURIComponent(id)}`;
}
