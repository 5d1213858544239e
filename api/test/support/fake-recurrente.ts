/**
 * A fake Recurrente API on 127.0.0.1 for tests: hosted checkouts (create, update while unpaid,
 * read), whole-payment refunds (create, read) behind the X-PUBLIC-KEY / X-SECRET-KEY headers,
 * and the payment webhook, signed with the Svix library the way Recurrente's deliveries are.
 * The API's real RecurrenteProvider talks to it over HTTP (RECURRENTE_API_BASE); tests pay a
 * checkout as the guest would, steer how the next refund answers, and read every request.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'svix';

export const FAKE_RECURRENTE_PUBLIC_KEY = 'pk_test_fake';
export const FAKE_RECURRENTE_SECRET_KEY = 'sk_test_fake';
/** A Svix signing secret: whsec_ and base64 key bytes. */
export const FAKE_RECURRENTE_WEBHOOK_SECRET = `whsec_${Buffer.from('lakeside-fake-recurrente-key-32b').toString('base64')}`;

export interface RecurrenteRequest {
  method: string;
  path: string;
  publicKey: string | undefined;
  secretKey: string | undefined;
  body: unknown;
}

export interface FakeCheckout {
  id: string;
  status: 'unpaid' | 'paid';
  totalInCents: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  /** The payment intent (pa_…) once paid. */
  paymentId: string | null;
}

export interface FakeRecurrenteRefund {
  id: string;
  paymentIntentId: string;
  status: 'succeeded' | 'pending';
  amountInCents: number;
  currency: string;
}

/** How the next refund request answers. */
export type RecurrenteRefundBehaviour =
  /** 200, refund succeeded. */
  | 'succeed'
  /** 200, refund still processing; it succeeds once read again. */
  | 'pending'
  /** 500 before doing anything. */
  | 'transient-500'
  /** The refund is made, but the answer is a 502 (as if lost on the way back). */
  | 'made-then-502';

export interface FakeRecurrente {
  url: string;
  requests: RecurrenteRequest[];
  checkouts: Map<string, FakeCheckout>;
  /** Refunds made: at most one per payment, as Recurrente refunds a payment whole. */
  refunds: FakeRecurrenteRefund[];
  refundBehaviours: RecurrenteRefundBehaviour[];
  /** The guest pays the checkout on Recurrente's page; returns its payment intent id. */
  pay(checkoutId: string): string;
  /**
   * Delivers payment_intent.succeeded for a paid checkout to `url`, signed with `secret`
   * (the endpoint's, unless a test forges one) by the Svix library.
   */
  deliverPaymentSucceeded(url: string, checkoutId: string, secret?: string): Promise<Response>;
  requestsTo(method: string, pathPattern: RegExp): RecurrenteRequest[];
  close(): Promise<void>;
}

export async function startFakeRecurrente(): Promise<FakeRecurrente> {
  const requests: RecurrenteRequest[] = [];
  const checkouts = new Map<string, FakeCheckout>();
  const refunds: FakeRecurrenteRefund[] = [];
  let count = 0;
  const nextId = (prefix: string) => `${prefix}_fake${(count += 1).toString().padStart(4, '0')}`;

  const paidCheckout = (paymentIntentId: string) =>
    [...checkouts.values()].find((checkout) => checkout.paymentId === paymentIntentId);

  const fake: FakeRecurrente = {
    url: '',
    requests,
    checkouts,
    refunds,
    refundBehaviours: [],
    pay(checkoutId) {
      const checkout = checkouts.get(checkoutId);
      if (!checkout) throw new Error(`No fake checkout ${checkoutId}`);
      checkout.status = 'paid';
      checkout.paymentId ??= nextId('pa');
      return checkout.paymentId;
    },
    async deliverPaymentSucceeded(url, checkoutId, secret = FAKE_RECURRENTE_WEBHOOK_SECRET) {
      const checkout = checkouts.get(checkoutId);
      if (!checkout?.paymentId) throw new Error(`Fake checkout ${checkoutId} is not paid`);
      const body = JSON.stringify({
        id: checkout.paymentId,
        event_type: 'payment_intent.succeeded',
        api_version: '2024-04-24',
        checkout: { id: checkout.id, status: 'paid', payment: { id: checkout.paymentId }, metadata: checkout.metadata },
        created_at: new Date().toISOString(),
        failure_reason: null,
        amount_in_cents: checkout.totalInCents,
        currency: checkout.currency,
      });
      return deliverSigned(url, body, secret);
    },
    requestsTo: (method, pattern) =>
      requests.filter((request) => request.method === method && pattern.test(request.path)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function send(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  const checkoutBody = (checkout: FakeCheckout) => ({
    id: checkout.id,
    status: checkout.status,
    total_in_cents: checkout.totalInCents,
    currency: checkout.currency,
    live_mode: false,
    success_url: checkout.successUrl,
    cancel_url: checkout.cancelUrl,
    metadata: checkout.metadata,
    payment: checkout.paymentId ? { id: checkout.paymentId, paymentable: { type: 'OneTimePayment' } } : null,
  });

  const refundBody = (refund: FakeRecurrenteRefund) => ({
    id: refund.id,
    status: refund.status,
    customer_refunded_amount_in_cents: refund.amountInCents,
    currency: refund.currency,
    created_at: new Date().toISOString(),
  });

  function createCheckout(response: ServerResponse, body: Record<string, unknown>): void {
    const items = (body.items ?? []) as Array<{ amount_in_cents?: number; currency?: string; quantity?: number }>;
    const currency = items[0]?.currency ?? 'GTQ';
    if (!items.length || items.some((item) => !Number.isInteger(item.amount_in_cents) || item.currency !== currency)) {
      return send(response, 422, { error: 'items are invalid' });
    }
    if (!['GTQ', 'USD'].includes(currency)) return send(response, 422, { error: 'currency is invalid' });
    const checkout: FakeCheckout = {
      id: nextId('ch'),
      status: 'unpaid',
      totalInCents: items.reduce((sum, item) => sum + (item.amount_in_cents ?? 0) * (item.quantity ?? 1), 0),
      currency,
      successUrl: text(body.success_url),
      cancelUrl: text(body.cancel_url),
      metadata: (body.metadata ?? {}) as Record<string, string>,
      paymentId: null,
    };
    checkouts.set(checkout.id, checkout);
    send(response, 201, { id: checkout.id, checkout_url: `${fake.url}/checkout/${checkout.id}` });
  }

  function createRefund(response: ServerResponse, body: Record<string, unknown>): void {
    const behaviour = fake.refundBehaviours.shift() ?? 'succeed';
    if (behaviour === 'transient-500') return send(response, 500, { error: 'Internal server error' });
    const paymentIntentId = text(body.payment_intent_id);
    const checkout = paidCheckout(paymentIntentId);
    if (!checkout) return send(response, 404, { error: 'Payment intent not found' });
    // A payment is refunded whole, once.
    if (refunds.some((refund) => refund.paymentIntentId === paymentIntentId)) {
      return send(response, 422, { error: 'This payment has already been refunded' });
    }
    const refund: FakeRecurrenteRefund = {
      id: nextId('re'),
      paymentIntentId,
      status: behaviour === 'pending' ? 'pending' : 'succeeded',
      amountInCents: checkout.totalInCents,
      currency: checkout.currency,
    };
    refunds.push(refund);
    if (behaviour === 'made-then-502') return send(response, 502, { error: 'Bad gateway' });
    send(response, 200, refundBody(refund));
  }

  function readRefund(response: ServerResponse, id: string): void {
    const refund = refunds.find((candidate) => candidate.id === id);
    if (!refund) return send(response, 404, { error: 'Refund not found' });
    // A processing refund has gone through by the time it is read again.
    refund.status = 'succeeded';
    send(response, 200, refundBody(refund));
  }

  async function handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    const path = new URL(incoming.url ?? '/', 'http://fake').pathname;
    const request: RecurrenteRequest = {
      method: incoming.method ?? 'GET',
      path,
      publicKey: header(incoming, 'x-public-key'),
      secretKey: header(incoming, 'x-secret-key'),
      body,
    };
    requests.push(request);
    if (request.publicKey !== FAKE_RECURRENTE_PUBLIC_KEY || request.secretKey !== FAKE_RECURRENTE_SECRET_KEY) {
      return send(response, 401, { error: 'Unauthorized' });
    }
    if (request.method === 'POST' && path === '/api/checkouts') return createCheckout(response, body);
    if (request.method === 'POST' && path === '/api/refunds') return createRefund(response, body);
    const refundPath = /^\/api\/refunds\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && refundPath) return readRefund(response, decodeURIComponent(refundPath[1] ?? ''));
    const checkoutPath = /^\/api\/checkouts\/([^/]+)$/.exec(path);
    const checkout = checkoutPath ? checkouts.get(decodeURIComponent(checkoutPath[1] ?? '')) : undefined;
    if (checkoutPath && !checkout) return send(response, 404, { error: 'Checkout not found' });
    if (checkout && request.method === 'GET') return send(response, 200, checkoutBody(checkout));
    if (checkout && request.method === 'PUT') {
      if (checkout.status === 'paid') return send(response, 422, { error: 'A paid checkout cannot be changed' });
      if (typeof body.success_url === 'string') checkout.successUrl = body.success_url;
      if (typeof body.cancel_url === 'string') checkout.cancelUrl = body.cancel_url;
      return send(response, 200, checkoutBody(checkout));
    }
    send(response, 404, { error: 'Not found' });
  }

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch((failure: unknown) => send(response, 500, { error: String(failure) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** POSTs `body` to `url` as a Recurrente webhook delivery, signed with `secret` by the Svix library. */
export function deliverSigned(url: string, body: string, secret = FAKE_RECURRENTE_WEBHOOK_SECRET): Promise<Response> {
  const messageId = `msg_${randomUUID()}`;
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'svix-id': messageId,
      'svix-timestamp': String(Math.floor(Date.now() / 1000)),
      'svix-signature': new Webhook(secret).sign(messageId, new Date(), body),
    },
    body,
  });
}

/** The env that points the API's RecurrenteProvider (and its webhook check) at the fake. */
export function fakeRecurrenteEnv(fake: FakeRecurrente): Record<string, string> {
  return {
    RECURRENTE_PUBLIC_KEY: FAKE_RECURRENTE_PUBLIC_KEY,
    RECURRENTE_SECRET_KEY: FAKE_RECURRENTE_SECRET_KEY,
    RECURRENTE_API_BASE: fake.url,
    RECURRENTE_WEBHOOK_SECRET: FAKE_RECURRENTE_WEBHOOK_SECRET,
  };
}
