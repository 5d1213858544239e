/**
 * Event tickets and a private sauna session paid by card through Recurrente, as rooms are
 * (payments-recurrente.e2e-spec.ts): the real RecurrenteProvider against the fake on 127.0.0.1,
 * on SQLite or MariaDB. The guest chooses card, the checkout holds the place and makes a hosted
 * checkout that returns to the site's page for its kind; the signed webhook or the return (or
 * both at once) confirms once with one capture row; cancelling inside the free window refunds
 * through Recurrente.
 */
import {
  addDays,
  type EventBookingReply,
  type ManagedBookingReply,
  type PaymentWebhookReply,
  type SaunaBookedReply,
  type SessionPaymentOrderReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retreatToday } from '../src/common/time/retreat-clock.js';
import { EventBooking } from '../src/events/event-booking.entity.js';
import { EventSession } from '../src/events/event-session.entity.js';
import { BookingPayment } from '../src/payments/booking-payment.entity.js';
import { SaunaBooking } from '../src/sauna/sauna-booking.entity.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { startCardPaymentApp, type CardPaymentApp } from './support/card-payment-app.js';
import { eventBooking, saunaBooking, saunaDayFromToday } from './support/builders.js';
import { refusal } from './support/expected-errors.js';
import type { FakePayPal } from './support/fake-paypal.js';
import type { FakeRecurrente } from './support/fake-recurrente.js';
import { manageLinkOf } from './support/mail-reading.js';
import { newPaidEvent } from './support/session-bookings.js';
import type { SmtpInbox } from './support/smtp-inbox.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let api: ApiClient;
let paypal: FakePayPal;
let recurrente: FakeRecurrente;
let inbox: SmtpInbox;
let webhookUrl: string;
const today = retreatToday();

let card: CardPaymentApp;

beforeAll(async () => {
  card = await startCardPaymentApp();
  ({ t, paypal, recurrente, inbox, webhookUrl } = card);
  api = apiClient(t);
});
afterAll(() => card?.close());

let nextDay = 40;
let nextGuest = 0;
const nextEmail = (kind: string) => `${kind}-card${(nextGuest += 1)}@example.com`;

/** Holds a sauna slot of a day of its own and makes its checkout, as the form does when the guest picks card. */
async function saunaByCard(fields: { language?: 'en' | 'es'; provider?: string } = {}) {
  const email = nextEmail('sauna');
  const body = saunaBooking({ sessionDate: saunaDayFromToday((nextDay += 2)), email, language: fields.language });
  const started = await api.send<SessionPaymentOrderReply>('POST', '/api/sauna-bookings/checkout', {
    ...body,
    provider: fields.provider ?? 'recurrente',
  });
  return { ...started, email };
}

/** Holds `count` tickets of an event of its own and makes their checkout by card. */
async function ticketsByCard(count = 2, language?: 'en' | 'es') {
  const event = await newPaidEvent(t.dataSource, addDays(today, (nextDay += 1)), 10);
  const email = nextEmail('event');
  const body = eventBooking({ eventId: event.id, numberOfTickets: count, totalAmount: `${30 * count}.00`, email });
  const started = await api.send<SessionPaymentOrderReply>('POST', '/api/event-bookings/checkout', {
    ...body,
    ...(language ? { language } : {}),
    provider: 'recurrente',
  });
  return { ...started, email, event };
}

const captureSauna = (orderId: string) =>
  api.send<SaunaBookedReply>('POST', `/api/sauna-bookings/checkout/${orderId}/capture`);
const captureEvent = (orderId: string) =>
  api.send<EventBookingReply>('POST', `/api/event-bookings/checkout/${orderId}/capture`);
const saunaRow = (reference: string) => t.dataSource.getRepository(SaunaBooking).findOneByOrFail({ reference });
const eventRow = (reference: string) => t.dataSource.getRepository(EventBooking).findOneByOrFail({ reference });
const paymentsOf = (bookingKind: 'event' | 'sauna', bookingId: number) =>
  t.dataSource.getRepository(BookingPayment).find({ where: { bookingKind, bookingId }, order: { id: 'ASC' } });
const webhook = async (orderId: string) => {
  const reply = await recurrente.deliverPaymentSucceeded(webhookUrl, orderId);
  return { status: reply.status, body: (await reply.json()) as PaymentWebhookReply };
};
/** The site's return page Recurrente sends the guest back to, for this kind of booking. */
const returnPage = (language: 'en' | 'es', orderId: string, kind: string) =>
  `${t.config.SITE_ORIGIN}${language === 'es' ? '/es' : ''}/booking/return?provider=recurrente&order=${orderId}&kind=${kind}`;

describe('a private sauna session paid by card', () => {
  it('holds the slot for the server rate and makes a hosted checkout that returns to the sauna return page', async () => {
    const started = await saunaByCard({ language: 'es' });
    expect(started.status).toBe(201);
    const order = started.body;
    expect(order.approvalUrl).toBe(`${recurrente.url}/checkout/${order.id}`);
    const row = await saunaRow(order.reference);
    expect(row).toMatchObject({ paymentStatus: 'held', paymentProvider: 'recurrente', paypalOrderId: order.id });
    const [created] = recurrente.requestsTo('POST', /^\/api\/checkouts$/).slice(-1);
    expect(created?.body).toMatchObject({
      items: [{ amount_in_cents: Math.round(Number(order.amount) * 100), currency: 'USD', quantity: 1 }],
      metadata: { reference: `sauna-booking-${row.id}` },
    });
    const back = returnPage('es', order.id, 'sauna');
    expect(recurrente.checkouts.get(order.id)).toMatchObject({ successUrl: back, cancelUrl: `${back}&cancelled=1` });
  });

  it('confirms nothing before the guest has paid', async () => {
    const { body: order } = await saunaByCard();
    expect(await captureSauna(order.id)).toEqual({ status: 422, body: refusal('payments.notCompleted') });
    expect((await saunaRow(order.reference)).paymentStatus).toBe('held');
  });

  it('is confirmed by the signed webhook, once, and the return then shows the same booking', async () => {
    const { body: order, email } = await saunaByCard();
    const paymentId = recurrente.pay(order.id);
    expect(await webhook(order.id)).toEqual({ status: 200, body: { handled: true } });
    const row = await saunaRow(order.reference);
    expect(row).toMatchObject({ paymentStatus: 'paid', holdExpiresAt: null });
    await inbox.waitFor(email);

    const returned = await captureSauna(order.id);
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({ id: row.id, paymentStatus: 'paid', emailSent: false });
    expect(await webhook(order.id)).toEqual({ status: 200, body: { handled: true } });
    expect(await paymentsOf('sauna', row.id)).toEqual([
      expect.objectContaining({ kind: 'capture', provider: 'recurrente', providerReference: paymentId }),
    ]);
  });

  it('refuses a provider this retreat does not offer, holding nothing', async () => {
    const started = await saunaByCard({ provider: 'simulated' });
    expect({ status: started.status, body: started.body }).toEqual({
      status: 422,
      body: refusal('payments.providerNotOffered', { params: { provider: 'Simulated' } }),
    });
    expect(await t.dataSource.getRepository(SaunaBooking).countBy({ email: started.email })).toBe(0);
  });

  it('is refunded through Recurrente when the guest cancels inside the free window', async () => {
    const { body: order, email } = await saunaByCard();
    recurrente.pay(order.id);
    expect((await webhook(order.id)).status).toBe(200);
    const link = manageLinkOf(await inbox.waitFor(email));
    const reference = decodeURIComponent(link.pathname.split('/').at(-1) ?? '');
    const paypalRefunds = paypal.refunds.length;
    const cancelled = await api.send<ManagedBookingReply>('POST', `/api/bookings/${reference}/cancel`, {
      token: link.searchParams.get('t'),
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.payments?.map(({ kind, status }) => `${kind} ${status}`)).toEqual([
      'capture completed',
      'refund completed',
    ]);
    const [captured, refunded] = await paymentsOf('sauna', (await saunaRow(order.reference)).id);
    expect(recurrente.refunds.filter((refund) => refund.paymentIntentId === captured?.providerReference)).toEqual([
      expect.objectContaining({ amountInCents: Math.round(Number(order.amount) * 100) }),
    ]);
    expect(refunded).toMatchObject({ provider: 'recurrente', providerReference: recurrente.refunds.at(-1)?.id });
    expect(paypal.refunds.length).toBe(paypalRefunds);
  });
});

describe('event tickets paid by card', () => {
  it('hold the seats and return to the event return page; the webhook confirms them and mails the tickets once', async () => {
    const { status, body: order, email, event } = await ticketsByCard(2);
    expect(status).toBe(201);
    expect(order.approvalUrl).toBe(`${recurrente.url}/checkout/${order.id}`);
    const back = returnPage('en', order.id, 'event');
    expect(recurrente.checkouts.get(order.id)).toMatchObject({
      successUrl: back,
      cancelUrl: `${back}&cancelled=1`,
      totalInCents: 6000,
    });
    expect(await eventRow(order.reference)).toMatchObject({ paymentStatus: 'held', paymentProvider: 'recurrente' });

    recurrente.pay(order.id);
    expect(await webhook(order.id)).toEqual({ status: 200, body: { handled: true } });
    const row = await eventRow(order.reference);
    expect(row).toMatchObject({ paymentStatus: 'paid', holdExpiresAt: null });
    expect((await t.dataSource.getRepository(EventSession).findOneByOrFail({ id: event.sessionId })).seatsTaken).toBe(
      2,
    );
    await inbox.waitFor(email);
    const returned = await captureEvent(order.id);
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({ id: row.id, paymentStatus: 'paid', emailSent: false });
    expect((await paymentsOf('event', row.id)).map((payment) => payment.kind)).toEqual(['capture']);
    expect(inbox.mails.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it('return to the Spanish page for a guest who booked in Spanish', async () => {
    const { body: order } = await ticketsByCard(1, 'es');
    expect(recurrente.checkouts.get(order.id)?.successUrl).toBe(returnPage('es', order.id, 'event'));
  });
});

describe('the webhook and the return racing each other', () => {
  it('confirm each sauna session and each event booking once, with one capture row', async () => {
    const started = await Promise.all([saunaByCard(), saunaByCard(), ticketsByCard(1), ticketsByCard(3)]);
    const orders = started.map(({ body }, index) => ({
      ...body,
      kind: index < 2 ? ('sauna' as const) : ('event' as const),
    }));
    for (const order of orders) recurrente.pay(order.id);
    const replies = await Promise.all(
      orders.flatMap((order) => [
        webhook(order.id).then((reply) => reply.status),
        (order.kind === 'sauna' ? captureSauna(order.id) : captureEvent(order.id)).then((reply) => reply.status),
        webhook(order.id).then((reply) => reply.status),
      ]),
    );
    expect(replies).toEqual(replies.map(() => 200));
    for (const order of orders) {
      const row = order.kind === 'sauna' ? await saunaRow(order.reference) : await eventRow(order.reference);
      expect(row.paymentStatus).toBe('paid');
      expect((await paymentsOf(order.kind, row.id)).map((payment) => payment.kind)).toEqual(['capture']);
    }
  });
});
