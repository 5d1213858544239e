/**
 * Recurrente as a second provider beside PayPal: the real RecurrenteProvider and PayPalProvider
 * against fakes on 127.0.0.1, on SQLite or MariaDB. The guest chooses card, pays on
 * Recurrente's hosted checkout, and the signed webhook or the return to the site (or both at
 * once) confirms the hold once; a forged webhook changes nothing; cancelling refunds through
 * the provider the booking was paid with, and a retry keeps its key and never pays twice.
 */
import {
  paymentSetupReply,
  type ManagedBookingReply,
  type PaymentWebhookReply,
  type RoomCaptureReply,
  type RoomPaymentOrderReply,
} from '@lakeside/contracts';
import { Webhook } from 'svix';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BookingPayment } from '../src/payments/booking-payment.entity.js';
import { RecurrenteProvider } from '../src/payments/recurrente/recurrente.provider.js';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { startCardPaymentApp, type CardPaymentApp } from './support/card-payment-app.js';
import { bookingDraft, daysFromToday, paymentOrder } from './support/builders.js';
import { refusal } from './support/expected-errors.js';
import type { FakePayPal } from './support/fake-paypal.js';
import {
  FAKE_RECURRENTE_PUBLIC_KEY,
  FAKE_RECURRENTE_SECRET_KEY,
  FAKE_RECURRENTE_WEBHOOK_SECRET,
  type FakeRecurrente,
} from './support/fake-recurrente.js';
import type { SmtpInbox } from './support/smtp-inbox.js';
import { signInAs } from './support/staff-session.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let api: ApiClient;
let paypal: FakePayPal;
let recurrente: FakeRecurrente;
let inbox: SmtpInbox;
let webhookUrl: string;

let card: CardPaymentApp;

beforeAll(async () => {
  card = await startCardPaymentApp();
  ({ t, paypal, recurrente, inbox, webhookUrl } = card);
  api = apiClient(t);
});
afterAll(() => card?.close());
beforeEach(() => {
  recurrente.refundBehaviours.length = 0;
});

let nextOffset = 300;
let nextGuest = 0;

/** Holds a stay and makes its Recurrente checkout, as the payment step does when the guest picks card. */
async function cardCheckout(language?: 'en' | 'es') {
  nextOffset += 3;
  nextGuest += 1;
  const email = `card${nextGuest}@example.com`;
  const draft = bookingDraft({ checkinDate: daysFromToday(nextOffset), email, ...(language ? { language } : {}) });
  const ordered = await api.send<RoomPaymentOrderReply>('POST', '/paypal/order', {
    ...paymentOrder(draft, '130.00'),
    provider: 'recurrente',
  });
  expect(ordered.status).toBe(201);
  return { ...ordered.body, email, draft };
}

const capture = (orderId: string) => api.send<RoomCaptureReply>('POST', `/paypal/order/${orderId}/capture`);
const bookingOf = (id: number) => t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id });
const paymentsOf = (bookingId: number) =>
  t.dataSource.getRepository(BookingPayment).find({ where: { bookingKind: 'room', bookingId }, order: { id: 'ASC' } });

/** Pays by card and lets the webhook confirm; returns the guest's manage link from the mail. */
async function paidByCard() {
  const order = await cardCheckout();
  recurrente.pay(order.id);
  expect((await recurrente.deliverPaymentSucceeded(webhookUrl, order.id)).status).toBe(200);
  const mail = await inbox.waitFor(order.email);
  const text = mail.parts.find((part) => part.contentType.startsWith('text/plain'))?.body ?? '';
  const link = new URL(/https?:\/\/\S+\/booking\/\S+/.exec(text)?.[0] ?? 'http://missing');
  const reference = link.pathname.split('/').at(-1) ?? '';
  return { order, reference, token: link.searchParams.get('t') ?? '' };
}

const cancel = (reference: string, token: string) =>
  api.send<ManagedBookingReply>('POST', `/api/bookings/${reference}/cancel`, { token });

describe('choosing Recurrente', () => {
  it('is offered beside PayPal, PayPal staying the default', async () => {
    const setup = await api.read('/paypal/setup', paymentSetupReply);
    expect(setup.provider).toBe('paypal');
    expect(setup.offered).toEqual([
      { provider: 'paypal', label: 'PayPal', redirects: false },
      { provider: 'recurrente', label: 'Card (Recurrente)', redirects: true },
    ]);
  });

  it('holds the nights and makes a hosted checkout for the server price that returns to the site', async () => {
    const order = await cardCheckout('es');
    expect(order.approvalUrl).toBe(`${recurrente.url}/checkout/${order.id}`);
    expect(await bookingOf(order.bookingId)).toMatchObject({
      status: 'held',
      paymentProvider: 'recurrente',
      paypalOrderId: order.id,
    });
    const [created] = recurrente.requestsTo('POST', /^\/api\/checkouts$/).slice(-1);
    expect(created).toMatchObject({
      publicKey: 'pk_test_fake',
      secretKey: 'sk_test_fake',
      body: {
        items: [{ amount_in_cents: 13000, currency: 'USD', quantity: 1, name: expect.stringContaining('2 nights') }],
        metadata: { reference: `room-booking-${order.bookingId}` },
      },
    });
    const checkout = recurrente.checkouts.get(order.id);
    const back = `${t.config.SITE_ORIGIN}/es/booking/return?provider=recurrente&order=${order.id}`;
    expect(checkout).toMatchObject({ successUrl: back, cancelUrl: `${back}&cancelled=1`, totalInCents: 13000 });
  });

  it('confirms nothing before the guest has paid', async () => {
    const order = await cardCheckout();
    expect(await capture(order.id)).toEqual({ status: 422, body: refusal('payments.notCompleted') });
    expect((await bookingOf(order.bookingId)).status).toBe('held');
    expect(await paymentsOf(order.bookingId)).toEqual([]);
  });
});

describe('the signed webhook and the return to the site', () => {
  it('confirm once: the webhook first, then the return shows the same booking', async () => {
    const order = await cardCheckout();
    const paymentId = recurrente.pay(order.id);
    const delivered = await recurrente.deliverPaymentSucceeded(webhookUrl, order.id);
    expect(delivered.status).toBe(200);
    expect((await delivered.json()) as PaymentWebhookReply).toEqual({ handled: true });
    expect(await bookingOf(order.bookingId)).toMatchObject({ status: 'confirmed', holdExpiresAt: null });

    const returned = await capture(order.id);
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({ id: order.id, status: 'COMPLETED', emailSent: false });
    expect(returned.body.booking?.status).toBe('confirmed');
    const again = await recurrente.deliverPaymentSucceeded(webhookUrl, order.id);
    expect((await again.json()) as PaymentWebhookReply).toEqual({ handled: true });
    expect(await paymentsOf(order.bookingId)).toEqual([
      expect.objectContaining({
        kind: 'capture',
        provider: 'recurrente',
        providerReference: paymentId,
        amount: '130.00',
      }),
    ]);
  });

  it('racing each other, several times over, confirm each booking once with one capture row', async () => {
    const orders = await Promise.all(Array.from({ length: 4 }, () => cardCheckout()));
    for (const order of orders) recurrente.pay(order.id);
    const replies = await Promise.all(
      orders.flatMap((order) => [
        recurrente.deliverPaymentSucceeded(webhookUrl, order.id).then((reply) => reply.status),
        capture(order.id).then((reply) => reply.status),
        recurrente.deliverPaymentSucceeded(webhookUrl, order.id).then((reply) => reply.status),
      ]),
    );
    expect(replies.every((status) => status === 200)).toBe(true);
    for (const order of orders) {
      expect((await bookingOf(order.bookingId)).status).toBe('confirmed');
      expect((await paymentsOf(order.bookingId)).map((payment) => payment.kind)).toEqual(['capture']);
    }
  });

  it('refuses a forged, altered or unsigned delivery and confirms nothing', async () => {
    const order = await cardCheckout();
    recurrente.pay(order.id);
    const forgedSecret = `whsec_${Buffer.from('someone-else-entirely-0123456789').toString('base64')}`;
    const forged = await recurrente.deliverPaymentSucceeded(webhookUrl, order.id, forgedSecret);
    expect({ status: forged.status, body: await forged.json() }).toEqual({
      status: 400,
      body: refusal('payments.webhookSignatureInvalid'),
    });

    const body = JSON.stringify({ event_type: 'payment_intent.succeeded', checkout: { id: order.id } });
    const signature = new Webhook(FAKE_RECURRENTE_WEBHOOK_SECRET).sign('msg_1', new Date(), body);
    const headers = { 'svix-id': 'msg_1', 'svix-timestamp': String(Math.floor(Date.now() / 1000)) };
    const altered = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers, 'svix-signature': signature },
      body: body.replace('}}', ' }}'),
    });
    expect(altered.status).toBe(400);
    const unsigned = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(unsigned.status).toBe(400);
    expect((await bookingOf(order.bookingId)).status).toBe('held');
  });

  it('answers a paid checkout that is none of our bookings without confirming anything', async () => {
    const stranger = await cardCheckout();
    await t.dataSource.getRepository(RoomBooking).update({ id: stranger.bookingId }, { paypalOrderId: null });
    recurrente.pay(stranger.id);
    const reply = await recurrente.deliverPaymentSucceeded(webhookUrl, stranger.id);
    expect((await reply.json()) as PaymentWebhookReply).toEqual({ handled: false });
    expect((await bookingOf(stranger.bookingId)).status).toBe('held');
  });
});

describe("the first version's POST /api/room-bookings", () => {
  it('returns a card-paid booking named by its checkout as recurrentePaymentId', async () => {
    const { order } = await paidByCard();
    const reply = await api.send('POST', '/api/room-bookings', {
      ...order.draft,
      totalPrice: '130.00',
      paymentProvider: 'recurrente',
      recurrentePaymentId: order.id,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: order.bookingId, status: 'confirmed', paymentProvider: 'recurrente' });
  });
});

describe('the Recurrente client', () => {
  const provider = (secretKey = FAKE_RECURRENTE_SECRET_KEY) =>
    new RecurrenteProvider(
      { baseUrl: recurrente.url, publicKey: FAKE_RECURRENTE_PUBLIC_KEY, secretKey },
      { timeoutMs: 2_000, retryDelaysMs: [10] },
    );
  const returnTo = (id: string) => ({ success: `https://site.test/ok?order=${id}`, cancel: 'https://site.test/no' });
  const order = (currency: string) => ({
    amount: '65.50',
    currency,
    requestId: 'r',
    description: 'A night',
    reference: 'x',
    returnTo,
  });

  it('charges in quetzales or dollars, and nothing else', async () => {
    const created = await provider().createOrder(order('GTQ'));
    expect(recurrente.checkouts.get(created.id)).toMatchObject({ currency: 'GTQ', totalInCents: 6550 });
    await expect(provider().createOrder(order('EUR'))).rejects.toMatchObject({ failure: 'declined' });
    await expect(provider().createOrder({ ...order('USD'), returnTo: undefined })).rejects.toMatchObject({
      failure: 'declined',
    });
  });

  it('reports refused keys as not configured', async () => {
    await expect(provider('sk_wrong').createOrder(order('USD'))).rejects.toMatchObject({ failure: 'not_configured' });
  });

  it('refuses a partial refund before asking Recurrente, which refunds only whole payments', async () => {
    const posts = recurrente.requestsTo('POST', /^\/api\/refunds$/).length;
    const partial = { captureId: 'pa_x', amount: '50.00', capturedAmount: '130.00', currency: 'USD' };
    await expect(
      provider().refundCapture({ ...partial, requestId: 'k', note: 'n', earlierRefundId: null }),
    ).rejects.toMatchObject({ failure: 'declined' });
    expect(recurrente.requestsTo('POST', /^\/api\/refunds$/)).toHaveLength(posts);
  });
});

describe('refunds', () => {
  it('go to the provider each booking was paid with', async () => {
    const card = await paidByCard();
    const refundsBefore = { paypal: paypal.refunds.length, recurrente: recurrente.refunds.length };
    const reply = await cancel(card.reference, card.token);
    expect(reply.status).toBe(200);
    expect(reply.body.payments?.map(({ kind, status }) => `${kind} ${status}`)).toEqual([
      'capture completed',
      'refund completed',
    ]);
    const [captured, refunded] = await paymentsOf(card.order.bookingId);
    expect(recurrente.refunds.slice(refundsBefore.recurrente)).toEqual([
      expect.objectContaining({ paymentIntentId: captured?.providerReference, amountInCents: 13000 }),
    ]);
    expect(refunded).toMatchObject({ provider: 'recurrente', providerReference: recurrente.refunds.at(-1)?.id });
    expect(paypal.refunds.length).toBe(refundsBefore.paypal);
  });

  it('read a pending refund back by its id on retry, keeping the key, instead of refunding again', async () => {
    const card = await paidByCard();
    recurrente.refundBehaviours.push('pending');
    expect((await cancel(card.reference, card.token)).status).toBe(200);
    const pending = (await paymentsOf(card.order.bookingId)).find((payment) => payment.kind === 'refund');
    expect(pending).toMatchObject({ status: 'pending', providerReference: recurrente.refunds.at(-1)?.id });
    const posts = recurrente.requestsTo('POST', /^\/api\/refunds$/).length;

    const manager = await signInAs(t, 'manager');
    const retried = await manager.send('POST', `/api/booking-payments/${pending?.id}/retry`);
    expect(retried.body).toMatchObject({ status: 'completed', providerReference: pending?.providerReference });
    expect(recurrente.requestsTo('POST', /^\/api\/refunds$/)).toHaveLength(posts);
    expect(recurrente.requestsTo('GET', new RegExp(`^/api/refunds/${pending?.providerReference}$`))).toHaveLength(1);
    const after = await t.dataSource.getRepository(BookingPayment).findOneByOrFail({ id: pending?.id });
    expect(after.requestId).toBe(`refund-room-${card.order.bookingId}`);
  });

  it('are asked again after an outage and never paid twice when an answer was lost', async () => {
    const flaky = await paidByCard();
    recurrente.refundBehaviours.push('transient-500');
    const before = recurrente.refunds.length;
    expect((await cancel(flaky.reference, flaky.token)).status).toBe(200);
    expect(recurrente.refunds.length - before).toBe(1);
    expect((await paymentsOf(flaky.order.bookingId)).at(-1)).toMatchObject({ kind: 'refund', status: 'completed' });

    // Made, but every answer lost: the client's own retries meet Recurrente's one-refund rule.
    const lost = await paidByCard();
    recurrente.refundBehaviours.push('made-then-502');
    expect((await cancel(lost.reference, lost.token)).status).toBe(200);
    const [captured] = await paymentsOf(lost.order.bookingId);
    expect(recurrente.refunds.filter((refund) => refund.paymentIntentId === captured?.providerReference)).toHaveLength(
      1,
    );
  });
});
