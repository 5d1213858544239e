/**
 * A fake PayPal REST API on 127.0.0.1 for tests: OAuth2 client credentials, client tokens,
 * Orders v2 create / capture / get, Payments v2 capture refunds, with PayPal's request-id
 * idempotency. The API's real
 * PayPalProvider talks to it over HTTP (PAYPAL_API_BASE), and tests steer how the next
 * capture or create answers and read every request it received.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_PAYPAL_CLIENT_ID = 'fake-client-id';
export const FAKE_PAYPAL_SECRET = 'fake-secret';

/** How the next capture answers. */
export type CaptureBehaviour =
  /** 201, order and capture COMPLETED for the order's amount. */
  | 'complete'
  /** 201, order COMPLETED but its capture PENDING (payment under review): no money yet. */
  | 'pending'
  /** 422 INSTRUMENT_DECLINED. */
  | 'declined'
  /** 201 COMPLETED, but for one dollar more than the order's amount. */
  | 'wrong-amount'
  /** 500 once; the retry (same PayPal-Request-Id) completes. */
  | 'transient-500';

export interface ReceivedRequest {
  method: string;
  path: string;
  requestId: string | undefined;
  authorization: string | undefined;
  body: unknown;
}

interface FakeOrder {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
  referenceId: string | undefined;
}

/** How the next refund answers. */
export type RefundBehaviour =
  /** 201 COMPLETED. */
  | 'complete'
  /** 500 once; the retry (same PayPal-Request-Id) completes. */
  | 'transient-500'
  /** 422 TRANSACTION_REFUSED: PayPal will not refund this capture. */
  | 'refused';

export interface FakeRefund {
  id: string;
  captureId: string;
  amount: { currency_code: string; value: string };
  requestId: string | undefined;
}

export interface FakePayPal {
  url: string;
  requests: ReceivedRequest[];
  orders: Map<string, FakeOrder>;
  /** Refunds made, one per distinct PayPal-Request-Id. */
  refunds: FakeRefund[];
  /** Behaviours used by the next refunds, in order; 'complete' when empty. */
  refundBehaviours: RefundBehaviour[];
  /** Behaviours used by the next captures, in order; 'complete' when empty. */
  captureBehaviours: CaptureBehaviour[];
  /** The next this many order creations answer 500 (each retry counts). */
  failCreates: number;
  /** Invalidates every access token issued so far, as PayPal does when one is revoked. */
  revokeTokens(): void;
  /** Requests to a path, e.g. '/v2/checkout/orders'. */
  requestsTo(pathPattern: RegExp): ReceivedRequest[];
  close(): Promise<void>;
}

export async function startFakePayPal(): Promise<FakePayPal> {
  const requests: ReceivedRequest[] = [];
  const orders = new Map<string, FakeOrder>();
  /** PayPal-Request-Id → the reply first given for it (status and body). */
  const replies = new Map<string, { status: number; body: unknown }>();
  let tokenCount = 0;
  /** Tokens below this number are revoked. */
  let firstValidToken = 1;
  let orderCount = 0;

  const fake: FakePayPal = {
    url: '',
    requests,
    orders,
    refunds: [],
    refundBehaviours: [],
    captureBehaviours: [],
    failCreates: 0,
    revokeTokens: () => {
      firstValidToken = tokenCount + 1;
    },
    requestsTo: (pattern) => requests.filter((request) => pattern.test(request.path)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function send(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  function error(response: ServerResponse, status: number, name: string, issue: string): void {
    send(response, status, { name, message: issue, debug_id: 'fake-debug', details: [{ issue, description: issue }] });
  }

  /** Replays the first reply to a request id, as PayPal does, or computes and remembers a new one. */
  function idempotent(
    request: ReceivedRequest,
    response: ServerResponse,
    compute: () => { status: number; body: unknown },
  ): void {
    const key = `${request.path} ${request.requestId ?? ''}`;
    const previous = request.requestId ? replies.get(key) : undefined;
    const reply = previous ?? compute();
    // Server errors are not remembered: the retry must be able to succeed.
    if (request.requestId && reply.status < 500) replies.set(key, reply);
    send(response, reply.status, reply.body);
  }

  function orderBody(order: FakeOrder, capture?: { status: string; value: string }) {
    return {
      id: order.id,
      status: order.status,
      purchase_units: [
        {
          reference_id: order.referenceId,
          amount: order.amount,
          ...(capture
            ? {
                payments: {
                  captures: [
                    {
                      id: `CAPTURE-${order.id}`,
                      status: capture.status,
                      amount: { currency_code: order.amount.currency_code, value: capture.value },
                    },
                  ],
                },
              }
            : {}),
        },
      ],
    };
  }

  async function handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = new URL(incoming.url ?? '/', 'http://fake').pathname;
    const request: ReceivedRequest = {
      method: incoming.method ?? 'GET',
      path,
      requestId: header(incoming, 'paypal-request-id'),
      authorization: header(incoming, 'authorization'),
      body: text && incoming.headers['content-type']?.includes('json') ? JSON.parse(text) : text,
    };
    requests.push(request);

    if (request.method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${FAKE_PAYPAL_CLIENT_ID}:${FAKE_PAYPAL_SECRET}`).toString('base64')}`;
      if (request.authorization !== expected || text !== 'grant_type=client_credentials') {
        return send(response, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      tokenCount += 1;
      return send(response, 200, { access_token: `fake-token-${tokenCount}`, token_type: 'Bearer', expires_in: 32400 });
    }
    const tokenNumber = Number(/^Bearer fake-token-(\d+)$/.exec(request.authorization ?? '')?.[1] ?? 0);
    if (tokenNumber < firstValidToken) {
      return error(response, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
    }
    if (request.method === 'POST' && path === '/v1/identity/generate-token') {
      return send(response, 200, { client_token: 'fake-client-token', expires_in: 3600 });
    }
    if (request.method === 'POST' && path === '/v2/checkout/orders') {
      return idempotent(request, response, () => {
        if (fake.failCreates > 0) {
          fake.failCreates -= 1;
          return { status: 500, body: { name: 'INTERNAL_SERVER_ERROR', message: 'fake outage' } };
        }
        const unit = (request.body as { purchase_units: Array<{ amount: FakeOrder['amount']; reference_id?: string }> })
          .purchase_units[0];
        if (!unit) return { status: 400, body: { name: 'INVALID_REQUEST' } };
        orderCount += 1;
        const order: FakeOrder = {
          id: `FAKE${String(orderCount).padStart(13, '0')}`,
          status: 'CREATED',
          amount: unit.amount,
          referenceId: unit.reference_id,
        };
        orders.set(order.id, order);
        return { status: 201, body: { id: order.id, status: order.status } };
      });
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    if (request.method === 'POST' && capture) {
      const order = orders.get(decodeURIComponent(capture[1] ?? ''));
      if (!order) return error(response, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      return idempotent(request, response, () => {
        if (order.status === 'COMPLETED') {
          return {
            status: 422,
            body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] },
          };
        }
        const behaviour = fake.captureBehaviours.shift() ?? 'complete';
        switch (behaviour) {
          case 'transient-500':
            fake.captureBehaviours.unshift('complete');
            return { status: 500, body: { name: 'INTERNAL_SERVER_ERROR', message: 'fake outage' } };
          case 'declined':
            return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] } };
          case 'pending':
            order.status = 'COMPLETED';
            return { status: 201, body: orderBody(order, { status: 'PENDING', value: order.amount.value }) };
          case 'wrong-amount':
            order.status = 'COMPLETED';
            return {
              status: 201,
              body: orderBody(order, { status: 'COMPLETED', value: (Number(order.amount.value) + 1).toFixed(2) }),
            };
          case 'complete':
            order.status = 'COMPLETED';
            return { status: 201, body: orderBody(order, { status: 'COMPLETED', value: order.amount.value }) };
        }
      });
    }
    const refund = /^\/v2\/payments\/captures\/CAPTURE-([^/]+)\/refund$/.exec(path);
    if (request.method === 'POST' && refund) {
      const order = orders.get(decodeURIComponent(refund[1] ?? ''));
      if (order?.status !== 'COMPLETED') return error(response, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      return idempotent(request, response, () => {
        const behaviour = fake.refundBehaviours.shift() ?? 'complete';
        if (behaviour === 'transient-500') {
          fake.refundBehaviours.unshift('complete');
          return { status: 500, body: { name: 'INTERNAL_SERVER_ERROR', message: 'fake outage' } };
        }
        if (behaviour === 'refused') {
          return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'TRANSACTION_REFUSED' }] } };
        }
        const amount = (request.body as { amount?: FakeRefund['amount'] }).amount ?? order.amount;
        const made: FakeRefund = {
          id: `REFUND${String(fake.refunds.length + 1).padStart(10, '0')}`,
          captureId: `CAPTURE-${order.id}`,
          amount,
          requestId: request.requestId,
        };
        fake.refunds.push(made);
        return { status: 201, body: { id: made.id, status: 'COMPLETED' } };
      });
    }
    const get = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && get) {
      const order = orders.get(decodeURIComponent(get[1] ?? ''));
      if (!order) return error(response, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      return send(
        response,
        200,
        orderBody(order, order.status === 'COMPLETED' ? { status: 'COMPLETED', value: order.amount.value } : undefined),
      );
    }
    return error(response, 404, 'NOT_FOUND', 'NOT_FOUND');
  }

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch((failure: unknown) => send(response, 500, { name: String(failure) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The env that points the API's PayPalProvider at the fake. */
export function fakePayPalEnv(fake: FakePayPal): Record<string, string> {
  return {
    PAYPAL_CLIENT_ID: FAKE_PAYPAL_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_SECRET,
    PAYPAL_API_BASE: fake.url,
  };
}
