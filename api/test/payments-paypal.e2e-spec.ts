/** The PayPal Orders v2 client over real HTTP against the fake PayPal: auth, idempotency, retries, errors. */
import { Logger } from '@nestjs/common';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../src/payments/payment-errors.js';
import { PayPalProvider } from '../src/payments/paypal/paypal.provider.js';
import { FAKE_PAYPAL_CLIENT_ID, FAKE_PAYPAL_SECRET, startFakePayPal, type FakePayPal } from './support/fake-paypal.js';

let paypal: FakePayPal;
let provider: PayPalProvider;
const fastRetries = { timeoutMs: 2_000, retryDelaysMs: [10, 20] };

beforeAll(async () => {
  // The provider logs PayPal's refusals as warnings; the assertions cover them here.
  Logger.overrideLogger(false);
  paypal = await startFakePayPal();
});
afterAll(async () => paypal.close());
beforeEach(() => {
  provider = new PayPalProvider(
    { baseUrl: paypal.url, clientId: FAKE_PAYPAL_CLIENT_ID, clientSecret: FAKE_PAYPAL_SECRET },
    fastRetries,
  );
  paypal.requests.length = 0;
  paypal.captureBehaviours.length = 0;
  paypal.failCreates = 0;
});

const newOrder = (requestId: string) =>
  provider.createOrder({
    amount: '130.00',
    currency: 'USD',
    requestId,
    description: 'Test stay',
    reference: 'room-booking-1',
  });

describe('PayPalProvider', () => {
  it('authenticates once with client credentials and reuses the token', async () => {
    await Promise.all([newOrder('a'), newOrder('b'), provider.clientToken()]);
    expect(paypal.requestsTo(/^\/v1\/oauth2\/token$/)).toHaveLength(1);
    const calls = paypal.requests.filter((request) => request.path !== '/v1/oauth2/token');
    expect(new Set(calls.map((request) => request.authorization)).size).toBe(1);
    expect(calls[0]?.authorization).toMatch(/^Bearer fake-token-\d+$/);
  });

  it('fetches a new token once when PayPal answers 401 to a revoked one', async () => {
    await newOrder('before-revoke');
    paypal.revokeTokens();
    expect((await newOrder('after-revoke')).status).toBe('CREATED');
    expect(paypal.requestsTo(/^\/v1\/oauth2\/token$/)).toHaveLength(2);
    expect(paypal.requestsTo(/^\/v2\/checkout\/orders$/).filter((r) => r.requestId === 'after-revoke')).toHaveLength(2);
  });

  it('sends a PayPal-Request-Id on every POST and gets the same order back for the same id', async () => {
    const first = await newOrder('same-id');
    const again = await newOrder('same-id');
    expect(again).toEqual(first);
    const posts = paypal.requests.filter((request) => request.method === 'POST' && request.path !== '/v1/oauth2/token');
    expect(posts.every((request) => typeof request.requestId === 'string' && request.requestId.length > 0)).toBe(true);
    expect(paypal.orders.size).toBeGreaterThan(0);
  });

  it('retries a 500 on create with the same request id, then gives up as unavailable', async () => {
    paypal.failCreates = 1;
    const order = await newOrder('retry-id');
    expect(order.status).toBe('CREATED');
    const attempts = paypal.requestsTo(/^\/v2\/checkout\/orders$/);
    expect(attempts.map((request) => request.requestId)).toEqual(['retry-id', 'retry-id']);

    paypal.failCreates = 5;
    const failure = await newOrder('doomed').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect(failure).toMatchObject({ failure: 'unavailable' });
    expect(paypal.requestsTo(/^\/v2\/checkout\/orders$/).filter((r) => r.requestId === 'doomed')).toHaveLength(3);
  });

  it('reports COMPLETED with the captured amount', async () => {
    const order = await newOrder('capture-me');
    expect(await provider.captureOrder(order.id, `capture-${order.id}`)).toMatchObject({
      id: order.id,
      status: 'COMPLETED',
      amount: '130.00',
      currency: 'USD',
    });
  });

  it('reports a COMPLETED order whose capture is PENDING as PENDING', async () => {
    const order = await newOrder('pending');
    paypal.captureBehaviours.push('pending');
    expect(await provider.captureOrder(order.id, `capture-${order.id}`)).toMatchObject({ status: 'PENDING' });
  });

  it('turns a declined capture into a declined error and an unknown order into order_not_found', async () => {
    const order = await newOrder('declined');
    paypal.captureBehaviours.push('declined');
    await expect(provider.captureOrder(order.id, 'x')).rejects.toMatchObject({
      failure: 'declined',
      issue: 'INSTRUMENT_DECLINED',
    });
    await expect(provider.captureOrder('NO-SUCH-ORDER', 'y')).rejects.toMatchObject({ failure: 'order_not_found' });
  });

  it('reads the order when it was already captured under another request id', async () => {
    const order = await newOrder('twice');
    await provider.captureOrder(order.id, 'first-capture');
    expect(await provider.captureOrder(order.id, 'second-capture')).toMatchObject({
      status: 'COMPLETED',
      amount: '130.00',
    });
    expect(paypal.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v2/checkout/orders/${order.id}` });
  });

  it('fails as not configured when PayPal refuses the credentials, without retrying', async () => {
    const wrong = new PayPalProvider({ baseUrl: paypal.url, clientId: 'wrong', clientSecret: 'wrong' }, fastRetries);
    await expect(wrong.clientToken()).rejects.toMatchObject({ failure: 'not_configured' });
    expect(paypal.requestsTo(/^\/v1\/oauth2\/token$/)).toHaveLength(1);
  });

  it('fails as unavailable, quickly, when PayPal does not answer', async () => {
    const nowhere = new PayPalProvider(
      { baseUrl: 'http://127.0.0.1:9', clientId: 'a', clientSecret: 'b' },
      fastRetries,
    );
    const started = Date.now();
    await expect(
      nowhere.createOrder({ amount: '1.00', currency: 'USD', requestId: 'r', description: 'd', reference: 'x' }),
    ).rejects.toMatchObject({
      failure: 'unavailable',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
