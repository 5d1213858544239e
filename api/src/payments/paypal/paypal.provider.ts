import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { httpFailure, providerCall } from '../payment-errors.js';
import {
  CAPTURE_COMPLETED,
  type CaptureResult,
  type CreateOrderInput,
  type PaymentProvider,
  type ProviderOrder,
  type RefundInput,
  type RefundResult,
} from '../payment-provider.js';
import type { PayPalCredentials } from './paypal-access-token.js';
import { PayPalApiError } from './paypal-api-error.js';
import { PayPalHttpClient, type PayPalHttpOptions } from './paypal-http-client.js';
import type { PayPalOrder, PayPalRefund } from './paypal-orders.types.js';

/** PayPal limits a purchase unit's description to 127 characters. */
const DESCRIPTION_MAX = 127;

/** PayPal Orders v2 over REST (sandbox or live, by PAYPAL_API_BASE). */
export class PayPalProvider implements PaymentProvider {
  readonly name = 'paypal';
  readonly label = 'PayPal';
  readonly redirects = false;
  readonly clientId: string;
  private readonly logger = new Logger('PayPal');
  private readonly http: PayPalHttpClient;

  constructor(credentials: PayPalCredentials, httpOptions?: PayPalHttpOptions) {
    this.http = new PayPalHttpClient(credentials, httpOptions);
    this.clientId = credentials.clientId;
  }

  async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    const body = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: input.reference,
          custom_id: input.reference,
          description: input.description.slice(0, DESCRIPTION_MAX),
          amount: { currency_code: input.currency, value: input.amount },
        },
      ],
      // A room stay ships nothing; the guest pays at once in the popup.
      payment_source: {
        paypal: { experience_context: { shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' } },
      },
    };
    const order = await this.call(() => this.http.post<PayPalOrder>('/v2/checkout/orders', body, input.requestId));
    return { id: order.id, status: order.status, approvalUrl: null };
  }

  async captureOrder(orderId: string, requestId: string): Promise<CaptureResult> {
    const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
    try {
      return toCaptureResult(await this.http.post<PayPalOrder>(`${path}/capture`, {}, requestId));
    } catch (error) {
      // Captured earlier under another request id: read the order instead of failing.
      if (error instanceof PayPalApiError && error.issue === 'ORDER_ALREADY_CAPTURED') {
        return toCaptureResult(await this.call(() => this.http.get<PayPalOrder>(path)));
      }
      throw this.translate(error);
    }
  }

  /** Payments v2 refund; the request id makes a retry return the first refund. */
  async refundCapture(input: RefundInput): Promise<RefundResult> {
    const body = {
      amount: { value: input.amount, currency_code: input.currency },
      note_to_payer: input.note.slice(0, 255),
    };
    const path = `/v2/payments/captures/${encodeURIComponent(input.captureId)}/refund`;
    const refund = await this.call(() => this.http.post<PayPalRefund>(path, body, input.requestId));
    return { id: refund.id, status: refund.status };
  }

  async clientToken(): Promise<string | null> {
    const reply = await this.call(() =>
      this.http.post<{ client_token?: string }>('/v1/identity/generate-token', {}, randomUUID()),
    );
    return reply.client_token ?? null;
  }

  private call<T>(request: () => Promise<T>): Promise<T> {
    return providerCall(request, (error) => this.translate(error));
  }

  private translate(error: unknown): unknown {
    if (!(error instanceof PayPalApiError)) return error;
    this.logger.warn(`${error.message}${error.debugId ? ` (debug_id ${error.debugId})` : ''}`);
    return httpFailure('PayPal', error);
  }
}

/**
 * COMPLETED only when the order and its capture both are: an order can complete with its
 * capture PENDING (payment review, eCheck), and then no money has arrived yet.
 */
function toCaptureResult(order: PayPalOrder): CaptureResult {
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  const completed = order.status === CAPTURE_COMPLETED && capture?.status === CAPTURE_COMPLETED;
  return {
    id: order.id,
    status: completed ? CAPTURE_COMPLETED : (capture?.status ?? order.status),
    captureId: capture?.id ?? null,
    amount: capture?.amount?.value ?? null,
    currency: capture?.amount?.currency_code ?? null,
    raw: order,
  };
}
