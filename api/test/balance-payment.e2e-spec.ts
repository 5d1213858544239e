/**
 * A guest pays online what a move to dearer dates left to pay, from the manage link
 * (docs/requirements/policies.md#changing-dates), through the provider the stay was paid with:
 * the real PayPal and Recurrente clients against fakes on 127.0.0.1, a real SMTP inbox,
 * SQLite or MariaDB. The capture records one booking_payments row however often it is
 * replayed or raced (the guest's return, the webhook), the balance comes to 0.00, and the
 * guest gets a receipt in their language.
 */
import {
  addDays,
  balancePaidReply,
  managedBookingReply,
  type BalancePaidReply,
  type ManagedBookingReply,
  type RoomPaymentOrderReply,
  type SessionPaymentOrderReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BALANCE_LAPSED } from '../src/bookings/balance/balance-orders.js';
import { HoldSweeper } from '../src/bookings/checkout/hold-sweeper.js';
import { JournalEntry } from '../src/finance/journal-entry.entity.js';
import { bookingPaymentKind } from '../src/ledger/postings/booking-payment-posting.js';
import { BookingPayment } from '../src/payments/booking-payment.entity.js';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { bookingDraft, daysFromToday, paymentOrder } from './support/builders.js';
import { startCardPaymentApp, type CardPaymentApp } from './support/card-payment-app.js';
import { refusal } from './support/expected-errors.js';
import { manageLinkOf, textOf } from './support/mail-reading.js';
import { payForStay } from './support/paypal-app.js';
import { signInAs } from './support/staff-session.js';
import { setExchangeRate } from './support/till.js';
import type { TestApp } from './support/test-app.js';

let card: CardPaymentApp;
let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  card = await startCardPaymentApp();
  t = card.t;
  api = apiClient(t);
  // The day's dollar rate, so dollar payments post to the ledger.
  await setExchangeRate(await signInAs(t, 'manager', 'bookkeeper'), '7.75');
});
afterAll(() => card?.close());

let nextOffset = 200;
let nextGuest = 0;

/** Two nights (2 × 65) paid through `provider`, then moved by the guest to three: 65.00 left to pay. */
async function movedToDearer(provider: 'paypal' | 'recurrente', language: 'en' | 'es' = 'en') {
  nextOffset += 10;
  nextGuest += 1;
  const email = `balance${nextGuest}@example.com`;
  const checkinDate = daysFromToday(nextOffset);
  const draft = bookingDraft({ checkinDate, email, language });
  if (provider === 'paypal') {
    await payForStay(api, draft, '130.00');
  } else {
    const ordered = await api.send<RoomPaymentOrderReply>('POST', '/paypal/order', {
      ...paymentOrder(draft, '130.00'),
      provider,
    });
    card.recurrente.pay(ordered.body.id);
    expect((await card.recurrente.deliverPaymentSucceeded(card.webhookUrl, ordered.body.id)).status).toBe(200);
  }
  const link = manageLinkOf(await card.inbox.waitFor(email));
  const token = link.searchParams.get('t') ?? '';
  const reference = link.pathname.split('/').at(-1) ?? '';
  const moved = await api.send<ManagedBookingReply>('POST', `/api/bookings/${reference}/date-change`, {
    token,
    checkinDate,
    checkoutDate: addDays(checkinDate, 3),
  });
  expect(moved.status).toBe(200);
  expect(moved.body).toMatchObject({ total: '195.00', balanceDue: '65.00', balanceProvider: provider });
  const booking = await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ reference });
  return { reference, token, email, bookingId: booking.id };
}

type Moved = Awaited<ReturnType<typeof movedToDearer>>;

const orderBalance = (stay: Moved, token = stay.token) =>
  api.send<SessionPaymentOrderReply>('POST', `/api/bookings/${stay.reference}/balance`, { token });
const captureBalance = (orderId: string) =>
  api.send<BalancePaidReply>('POST', `/api/bookings/balance/${encodeURIComponent(orderId)}/capture`);
const view = (stay: Moved) =>
  api.read(`/api/bookings/${stay.reference}?t=${encodeURIComponent(stay.token)}`, managedBookingReply);
const capturesOf = (bookingId: number) =>
  t.dataSource
    .getRepository(BookingPayment)
    .find({ where: { bookingKind: 'room', bookingId, kind: 'capture' }, order: { id: 'ASC' } });
/** The receipts the guest got (sent before the capture answers), by their first line. */
const receipts = (email: string, line: string) =>
  card.inbox.mails.filter((mail) => mail.to.includes(email) && textOf(mail).includes(line));

describe('paying the balance through PayPal', () => {
  it('orders the amount owed, captures it once however often it is called, and sends one receipt', async () => {
    const stay = await movedToDearer('paypal');

    const order = await orderBalance(stay);
    expect(order.status).toBe(201);
    expect(order.body).toMatchObject({
      reference: stay.reference,
      amount: '65.00',
      currency: 'USD',
      approvalUrl: null,
    });
    // Until the money is taken nothing is paid, and the page shows no payment on its way.
    expect((await view(stay)).payments.filter((row) => row.kind === 'capture')).toHaveLength(1);

    // The guest's approval, a double click and a replay race each other: one capture is recorded.
    const captures = await Promise.all([1, 2, 3, 4, 5].map(() => captureBalance(order.body.id)));
    for (const reply of captures) {
      expect(reply.status).toBe(200);
      expect(balancePaidReply.parse(reply.body)).toMatchObject({
        reference: stay.reference,
        amount: '65.00',
        balanceDue: '0.00',
      });
    }
    expect(captures.filter((reply) => reply.body.emailSent)).toHaveLength(1);
    const rows = await capturesOf(stay.bookingId);
    expect(rows.map(({ amount, status, provider }) => ({ amount, status, provider }))).toEqual([
      { amount: '130.00', status: 'completed', provider: 'paypal' },
      { amount: '65.00', status: 'completed', provider: 'paypal' },
    ]);
    expect(rows[1]?.providerReference).toBe(`CAPTURE-${order.body.id}`);
    // Posted to the ledger once, with the capture, like every payment.
    const posted = await t.dataSource
      .getRepository(JournalEntry)
      .countBy({ kind: bookingPaymentKind({ kind: 'capture', id: rows[1]!.id }) });
    expect(posted).toBe(1);
    expect(
      card.paypal.requests.filter((r) => r.path === `/v2/checkout/orders/${order.body.id}/capture`).length,
    ).toBeGreaterThanOrEqual(1);

    const after = await view(stay);
    expect(after).toMatchObject({ balanceDue: '0.00', balanceProvider: null });
    expect(after.payments.filter((row) => row.kind === 'capture').map((row) => row.amount)).toEqual([
      '130.00',
      '65.00',
    ]);
    const [mail, ...more] = receipts(stay.email, 'We received your payment of USD 65.00');
    expect(more).toEqual([]);
    expect(mail?.headers).toContain(`Subject: Payment received for your booking ${stay.reference}`);
    expect(textOf(mail!)).toContain('nothing is left to pay');

    // Paid: nothing more to order, and a later capture of the same order changes nothing.
    expect(await orderBalance(stay)).toEqual({ status: 409, body: refusal('bookings.nothingToPay') });
    expect((await captureBalance(order.body.id)).body).toMatchObject({ balanceDue: '0.00', emailSent: false });
    expect(await capturesOf(stay.bookingId)).toHaveLength(2);
  });

  it('gives back both captures when the guest then cancels inside the window', async () => {
    const stay = await movedToDearer('paypal');
    const order = await orderBalance(stay);
    expect((await captureBalance(order.body.id)).status).toBe(200);
    const cancelled = await api.send<ManagedBookingReply>('POST', `/api/bookings/${stay.reference}/cancel`, {
      token: stay.token,
    });
    expect(cancelled.status).toBe(200);
    const refunds = cancelled.body.payments.filter((row) => row.kind === 'refund');
    expect(refunds.map((row) => row.amount).sort()).toEqual(['130.00', '65.00']);
    expect(refunds.every((row) => row.status === 'completed')).toBe(true);
  });

  it('refuses a forged link (404, nothing revealed) and an unknown order; records nothing the provider did not complete', async () => {
    const stay = await movedToDearer('paypal');
    expect(await orderBalance(stay, `${stay.token}x`)).toEqual({ status: 404, body: refusal('bookings.notFound') });
    expect(await captureBalance('NO-SUCH-ORDER')).toEqual({ status: 404, body: refusal('checkout.orderNotFound') });
    // A capture the provider did not complete records nothing.
    const order = await orderBalance(stay);
    card.paypal.captureBehaviours.push('pending');
    expect((await captureBalance(order.body.id)).status).toBe(422);
    expect((await view(stay)).balanceDue).toBe('65.00');
    expect(await capturesOf(stay.bookingId)).toHaveLength(2);
  });

  it('an order left unpaid lapses with the other holds, and is still recorded if paid late', async () => {
    const stay = await movedToDearer('paypal');
    const order = await orderBalance(stay);
    await t.app.get(HoldSweeper).sweep(new Date(Date.now() + (t.config.SESSION_HOLD_MINUTES + 1) * 60_000));
    const [, lapsed] = await capturesOf(stay.bookingId);
    expect(lapsed).toMatchObject({ amount: '65.00', status: 'failed', failureReason: BALANCE_LAPSED });
    expect((await view(stay)).payments.filter((row) => row.kind === 'capture')).toHaveLength(1);

    expect((await captureBalance(order.body.id)).body).toMatchObject({ balanceDue: '0.00', emailSent: true });
    expect((await capturesOf(stay.bookingId)).map((row) => row.status)).toEqual(['completed', 'completed']);
  });
});

describe('paying the balance by card (Recurrente)', () => {
  it('sends the guest to the hosted checkout and back; the webhook and the return record it once, in Spanish', async () => {
    const stay = await movedToDearer('recurrente', 'es');
    const order = await orderBalance(stay);
    expect(order.status).toBe(201);
    expect(order.body.approvalUrl).toBe(`${card.recurrente.url}/checkout/${order.body.id}`);
    const back =
      `${t.config.SITE_ORIGIN}/es/booking/return?provider=recurrente&order=${order.body.id}` +
      `&balance=${stay.reference}`;
    expect(card.recurrente.checkouts.get(order.body.id)).toMatchObject({
      successUrl: back,
      cancelUrl: `${back}&cancelled=1`,
      totalInCents: 6500,
    });
    // Not paid yet: the return confirms nothing.
    expect((await captureBalance(order.body.id)).body).toEqual(refusal('payments.notCompleted'));

    card.recurrente.pay(order.body.id);
    const [webhook, returned] = await Promise.all([
      card.recurrente.deliverPaymentSucceeded(card.webhookUrl, order.body.id),
      captureBalance(order.body.id),
    ]);
    expect(webhook.status).toBe(200);
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({ amount: '65.00', balanceDue: '0.00' });
    const rows = await capturesOf(stay.bookingId);
    expect(rows.map(({ amount, status, provider }) => ({ amount, status, provider }))).toEqual([
      { amount: '130.00', status: 'completed', provider: 'recurrente' },
      { amount: '65.00', status: 'completed', provider: 'recurrente' },
    ]);
    expect((await view(stay)).balanceDue).toBe('0.00');
    const [mail, ...more] = receipts(stay.email, 'Recibimos su pago de USD 65.00');
    expect(more).toEqual([]);
    expect(textOf(mail!)).toContain('no queda nada por pagar');
  });
});
