/**
 * Event tickets and sauna sessions paid online (SQLite, or MariaDB with DATABASE_URL): the
 * checkout holds the seats or the slot for the server's price, the capture confirms once with
 * its booking_payments row, a lapsed hold gives its place back (swept, or taken over by the
 * next guest), the held place is never sold twice, and a guest who cancels in the free window
 * is refunded. The simulated provider runs offline; the real PayPal client runs against the
 * fake PayPal, on an app where paying at the retreat is switched off.
 */
import {
  addDays,
  managedBookingReply,
  POLICIES_UPDATED_ON,
  sessionQuoteReply,
  saunaAvailabilityReply,
  type EventBookingReply,
  type ManagedBookingReply,
  type SaunaBookedReply,
  type SessionPaymentOrderReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HoldSweeper } from '../src/bookings/checkout/hold-sweeper.js';
import { retreatToday } from '../src/common/time/retreat-clock.js';
import { EventBooking } from '../src/events/event-booking.entity.js';
import { EventSession } from '../src/events/event-session.entity.js';
import { BookingPayment } from '../src/payments/booking-payment.entity.js';
import { SaunaBooking } from '../src/sauna/sauna-booking.entity.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { eventBooking, saunaBooking, saunaDayFromToday } from './support/builders.js';
import { newPaidEvent } from './support/session-bookings.js';
import { refusal } from './support/expected-errors.js';
import { fakePayPalEnv, startFakePayPal, type FakePayPal } from './support/fake-paypal.js';
import { bookingDraft, daysFromToday, paymentOrder, UNLIMITED_WRITES } from './support/room-booking-requests.js';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from './support/smtp-inbox.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let simulated: TestApp;
let withPayPal: TestApp;
let paypal: FakePayPal;
let inbox: SmtpInbox;
let guest: ApiClient;
let paypalGuest: ApiClient;
const today = retreatToday();

beforeAll(async () => {
  inbox = await startSmtpInbox();
  paypal = await startFakePayPal();
  simulated = await startTestApp({ seed: true, env: { SMTP_URL: inbox.url, ...UNLIMITED_WRITES } });
  withPayPal = await startTestApp({
    seed: true,
    env: { ...fakePayPalEnv(paypal), SMTP_URL: inbox.url, SESSIONS_PAY_AT_RETREAT: 'false', ...UNLIMITED_WRITES },
  });
  guest = apiClient(simulated);
  paypalGuest = apiClient(withPayPal);
});
afterAll(async () => {
  await simulated?.close();
  await withPayPal?.close();
  await paypal?.close();
  await inbox?.close();
});

let nextDay = 5;
/** A one-off event of its own, `seats` seats with `taken` already sold, $30 a ticket. */
function newEvent(app: TestApp, seats: number, taken = 0) {
  nextDay += 1;
  return newPaidEvent(app.dataSource, addDays(today, nextDay), seats, taken);
}

/** A sauna day of its own (never the communal session's Wednesday). */
let nextSaunaDay = 30;
const freshSaunaDay = () => saunaDayFromToday((nextSaunaDay += 2));

const tickets = (eventId: string, count: number, email = 'payer@example.com') =>
  eventBooking({ eventId, numberOfTickets: count, totalAmount: `${30 * count}.00`, email });

function startEventCheckout(client: ApiClient, body: unknown) {
  return client.send<SessionPaymentOrderReply>('POST', '/api/event-bookings/checkout', body);
}
function captureEvent(client: ApiClient, orderId: string) {
  return client.send<EventBookingReply>('POST', `/api/event-bookings/checkout/${orderId}/capture`);
}
function startSaunaCheckout(client: ApiClient, body: unknown) {
  return client.send<SessionPaymentOrderReply>('POST', '/api/sauna-bookings/checkout', body);
}
function captureSauna(client: ApiClient, orderId: string) {
  return client.send<SaunaBookedReply>('POST', `/api/sauna-bookings/checkout/${orderId}/capture`);
}

const seatsTaken = async (app: TestApp, sessionId: number) =>
  (await app.dataSource.getRepository(EventSession).findOneByOrFail({ id: sessionId })).seatsTaken;
const eventRow = (app: TestApp, reference: string) =>
  app.dataSource.getRepository(EventBooking).findOneByOrFail({ reference });
const saunaRow = (app: TestApp, reference: string) =>
  app.dataSource.getRepository(SaunaBooking).findOneByOrFail({ reference });
const paymentsOf = (app: TestApp, bookingKind: 'event' | 'sauna', bookingId: number) =>
  app.dataSource.getRepository(BookingPayment).find({ where: { bookingKind, bookingId }, order: { id: 'ASC' } });
const slotOf = async (date: string, time: string) =>
  (await guest.read(`/api/sauna/availability?date=${date}`, saunaAvailabilityReply)).slots.find(
    (slot) => slot.time === time,
  );

/** Moves a hold's expiry into the past, as if the guest had walked away 15 minutes ago. */
async function lapse(app: TestApp, entity: typeof EventBooking | typeof SaunaBooking, reference: string) {
  await app.dataSource.getRepository(entity).update({ reference }, { holdExpiresAt: new Date(Date.now() - 60_000) });
}

describe('the quote before paying', () => {
  it('gives tickets × price, the deadline the booking then records, and whether paying at the retreat is offered', async () => {
    const event = await newEvent(simulated, 10);
    const { startsAt } = event;
    const quoteQuery = (occurrence: { id: string; startsAt: string }, count: number) =>
      new URLSearchParams({
        eventId: occurrence.id,
        selectedDateTime: occurrence.startsAt,
        numberOfTickets: String(count),
      });
    const query = quoteQuery(event, 3);
    const quote = await guest.read(`/api/event-bookings/quote?${query.toString()}`, sessionQuoteReply);
    const deadline = new Date(Date.parse(startsAt) - 24 * 3_600_000).toISOString();
    // The seeded IVA is a part of the tickets' price (90 × 12 / 112, to the cent), not an extra.
    const iva = (Math.round((9000 * 12) / 112) / 100).toFixed(2);
    expect(quote).toEqual({
      lines: [{ item: 'tickets', quantity: 3, unitPrice: '30.00', amount: '90.00', minutes: null }],
      totalPrice: '90.00',
      taxes: [{ name: 'IVA', rate: '12.00', included: true, amount: iva }],
      taxIncluded: iva,
      taxAdded: '0.00',
      currency: 'USD',
      freeCancellationUntil: deadline,
      policyVersion: POLICIES_UPDATED_ON,
      payAtRetreat: true,
    });
    const started = await startEventCheckout(guest, tickets(event.id, 3));
    const held = await eventRow(simulated, started.body.reference);
    expect(held.freeCancellationUntil?.toISOString()).toBe(deadline);
    expect(held.policyVersion).toBe(POLICIES_UPDATED_ON);

    // Where paying at the retreat is switched off, the quote says so: the dialog offers Pay now alone.
    const elsewhere = await newEvent(withPayPal, 4);
    const onlyOnline = await paypalGuest.read(
      `/api/event-bookings/quote?${quoteQuery(elsewhere, 1).toString()}`,
      sessionQuoteReply,
    );
    expect(onlyOnline.payAtRetreat).toBe(false);
  });

  it('gives the rate of the sauna session and its deadline, 12 hours before it', async () => {
    const sessionDate = freshSaunaDay();
    const quote = await guest.read(
      `/api/sauna-bookings/quote?sessionDate=${sessionDate}&timeSlot=17:00&duration=120`,
      sessionQuoteReply,
    );
    expect(quote).toMatchObject({
      lines: [{ item: 'saunaSession', quantity: 1, unitPrice: '25.00', amount: '25.00', minutes: 120 }],
      totalPrice: '25.00',
      freeCancellationUntil: new Date(Date.parse(`${sessionDate}T17:00:00-06:00`) - 12 * 3_600_000).toISOString(),
      payAtRetreat: true,
    });
    const wrong = await guest.send(
      'GET',
      `/api/sauna-bookings/quote?sessionDate=${sessionDate}&timeSlot=17:00&duration=45`,
    );
    expect(wrong.status).toBe(400);
  });
});

describe('event tickets paid online (simulated provider)', () => {
  it('hold two seats for the server price, then the capture confirms them once with one capture row', async () => {
    const event = await newEvent(simulated, 10);
    const started = await startEventCheckout(guest, tickets(event.id, 2, 'tickets-paid@example.com'));
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ id: expect.stringMatching(/^SIMULATED-/), amount: '60.00', currency: 'USD' });
    const minutesLeft = (Date.parse(started.body.holdExpiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15);

    const held = await eventRow(simulated, started.body.reference);
    expect(held).toMatchObject({ paymentStatus: 'held', paymentProvider: 'simulated', paypalOrderId: started.body.id });
    expect(held.policyVersion).not.toBeNull();
    expect(held.freeCancellationUntil).not.toBeNull();
    expect(await seatsTaken(simulated, event.sessionId)).toBe(2);
    expect(await paymentsOf(simulated, 'event', held.id)).toEqual([]);

    const captured = await captureEvent(guest, started.body.id);
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({ paymentStatus: 'paid', totalAmount: '60.00', emailSent: true });
    const mail = await inbox.waitFor('tickets-paid@example.com');
    expect(mail.parts.map((part) => part.body).join('\n')).toContain('Paid online');

    const again = await captureEvent(guest, started.body.id);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ paymentStatus: 'paid', emailSent: false });
    expect(await eventRow(simulated, started.body.reference)).toMatchObject({
      paymentStatus: 'paid',
      holdExpiresAt: null,
    });
    expect(await paymentsOf(simulated, 'event', held.id)).toMatchObject([
      { kind: 'capture', status: 'completed', amount: '60.00', provider: 'simulated' },
    ]);
    expect(await seatsTaken(simulated, event.sessionId)).toBe(2);
  });

  it('never sells the last seat twice while it is held', async () => {
    const event = await newEvent(simulated, 5, 4);
    const held = await startEventCheckout(guest, tickets(event.id, 1));
    expect(held.status).toBe(201);

    const atRetreat = await guest.send('POST', '/api/event-bookings', tickets(event.id, 1));
    expect(atRetreat).toEqual({ status: 409, body: refusal('events.soldOut') });
    expect(await startEventCheckout(guest, tickets(event.id, 1))).toEqual({
      status: 409,
      body: refusal('events.soldOut'),
    });
    expect(await seatsTaken(simulated, event.sessionId)).toBe(5);
  });

  it('sells the last seat once when ten guests start paying for it at the same moment', async () => {
    const event = await newEvent(simulated, 3, 2);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => startEventCheckout(guest, tickets(event.id, 1, `racer${i}@example.com`))),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await seatsTaken(simulated, event.sessionId)).toBe(3);
    const holds = await simulated.dataSource.getRepository(EventBooking).countBy({ sessionId: event.sessionId });
    expect(holds).toBe(1);
  });

  it('frees the seats of a lapsed hold: swept once, or taken by the next guest before any sweep', async () => {
    const event = await newEvent(simulated, 3, 1);
    const first = await startEventCheckout(guest, tickets(event.id, 2));
    await lapse(simulated, EventBooking, first.body.reference);
    await simulated.app.get(HoldSweeper).sweep();
    expect(await eventRow(simulated, first.body.reference)).toMatchObject({ paymentStatus: 'expired' });
    expect(await seatsTaken(simulated, event.sessionId)).toBe(1);
    // A second sweep finds nothing left to free.
    await simulated.app.get(HoldSweeper).sweep();
    expect(await seatsTaken(simulated, event.sessionId)).toBe(1);

    const second = await startEventCheckout(guest, tickets(event.id, 2));
    await lapse(simulated, EventBooking, second.body.reference);
    const booked = await guest.send('POST', '/api/event-bookings', tickets(event.id, 2));
    expect(booked.status).toBe(201);
    expect(await eventRow(simulated, second.body.reference)).toMatchObject({ paymentStatus: 'expired' });
    expect(await seatsTaken(simulated, event.sessionId)).toBe(3);

    // The first guest paid after all, but the seats are sold: told so, nothing confirmed, no capture row.
    const late = await captureEvent(guest, second.body.id);
    expect(late).toEqual({ status: 409, body: refusal('checkout.paidButTaken') });
    const lateRow = await eventRow(simulated, second.body.reference);
    expect(lateRow.paymentStatus).toBe('expired');
    expect(await paymentsOf(simulated, 'event', lateRow.id)).toEqual([]);
  });

  it('confirms a hold paid after it expired when its seats are still free, taking them again', async () => {
    const event = await newEvent(simulated, 4);
    const started = await startEventCheckout(guest, tickets(event.id, 3));
    await lapse(simulated, EventBooking, started.body.reference);
    await simulated.app.get(HoldSweeper).sweep();
    expect(await seatsTaken(simulated, event.sessionId)).toBe(0);

    const captured = await captureEvent(guest, started.body.id);
    expect(captured.status).toBe(200);
    expect(captured.body.paymentStatus).toBe('paid');
    expect(await seatsTaken(simulated, event.sessionId)).toBe(3);
  });

  it('confirms one of many concurrent captures of one order: one capture row, one mail', async () => {
    const event = await newEvent(simulated, 6);
    const started = await startEventCheckout(guest, tickets(event.id, 1, 'racing-captures@example.com'));
    const results = await Promise.all(Array.from({ length: 8 }, () => captureEvent(guest, started.body.id)));
    expect(results.map((result) => result.status)).toEqual(Array(8).fill(200));
    expect(results.filter((result) => result.body.emailSent)).toHaveLength(1);
    const row = await eventRow(simulated, started.body.reference);
    expect((await paymentsOf(simulated, 'event', row.id)).filter((payment) => payment.kind === 'capture')).toHaveLength(
      1,
    );
    expect(await seatsTaken(simulated, event.sessionId)).toBe(1);
  });

  it('refuses a total other than the server price, holding nothing', async () => {
    const event = await newEvent(simulated, 6);
    const wrong = await startEventCheckout(guest, { ...tickets(event.id, 2), totalAmount: '50.00' });
    expect(wrong).toEqual({ status: 422, body: refusal('payments.priceMismatch') });
    expect(await seatsTaken(simulated, event.sessionId)).toBe(0);
  });

  it('refuses to capture an order that is not ours', async () => {
    expect(await captureEvent(guest, 'SIMULATED-unknown')).toEqual({
      status: 404,
      body: refusal('checkout.orderNotFound'),
    });
  });
});

describe('a private sauna session paid online (simulated provider)', () => {
  it('holds the slot, so no one else can book it, and the capture confirms it once', async () => {
    const sessionDate = freshSaunaDay();
    const started = await startSaunaCheckout(guest, saunaBooking({ sessionDate, email: 'sauna-paid@example.com' }));
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ amount: '20.00', currency: 'USD' });
    expect(await saunaRow(simulated, started.body.reference)).toMatchObject({
      paymentStatus: 'held',
      activeSlot: 1,
      paymentProvider: 'simulated',
    });
    expect(await slotOf(sessionDate, '17:00')).toMatchObject({ available: false, booked: true });
    expect(await guest.send('POST', '/api/sauna-bookings', saunaBooking({ sessionDate }))).toEqual({
      status: 409,
      body: refusal('sauna.slotTaken'),
    });
    expect(await startSaunaCheckout(guest, saunaBooking({ sessionDate }))).toEqual({
      status: 409,
      body: refusal('sauna.slotTaken'),
    });

    const [one, two] = await Promise.all([captureSauna(guest, started.body.id), captureSauna(guest, started.body.id)]);
    expect([one?.status, two?.status]).toEqual([200, 200]);
    expect([one?.body.emailSent, two?.body.emailSent].filter(Boolean)).toHaveLength(1);
    const row = await saunaRow(simulated, started.body.reference);
    expect(row).toMatchObject({ paymentStatus: 'paid', holdExpiresAt: null, activeSlot: 1 });
    expect(await paymentsOf(simulated, 'sauna', row.id)).toMatchObject([
      { kind: 'capture', status: 'completed', amount: '20.00' },
    ]);
  });

  it('holds a slot once when ten guests start paying for it at the same moment', async () => {
    const sessionDate = freshSaunaDay();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        startSaunaCheckout(guest, saunaBooking({ sessionDate, email: `s${i}@example.com` })),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await simulated.dataSource.getRepository(SaunaBooking).countBy({ sessionDate, timeSlot: '17:00' })).toBe(1);
  });

  it('gives the slot back when the hold lapses: swept, or taken by the next guest', async () => {
    const sessionDate = freshSaunaDay();
    const first = await startSaunaCheckout(guest, saunaBooking({ sessionDate }));
    await lapse(simulated, SaunaBooking, first.body.reference);
    await simulated.app.get(HoldSweeper).sweep();
    expect(await saunaRow(simulated, first.body.reference)).toMatchObject({
      paymentStatus: 'expired',
      activeSlot: null,
    });
    expect(await slotOf(sessionDate, '17:00')).toMatchObject({ available: true });

    const second = await startSaunaCheckout(guest, saunaBooking({ sessionDate }));
    expect(second.status).toBe(201);
    await lapse(simulated, SaunaBooking, second.body.reference);
    const booked = await guest.send('POST', '/api/sauna-bookings', saunaBooking({ sessionDate }));
    expect(booked.status).toBe(201);
    expect(await saunaRow(simulated, second.body.reference)).toMatchObject({ paymentStatus: 'expired' });
    expect(await captureSauna(guest, second.body.id)).toEqual({ status: 409, body: refusal('checkout.paidButTaken') });
  });

  it('refunds the capture when the guest cancels inside the free window', async () => {
    const sessionDate = freshSaunaDay();
    const started = await startSaunaCheckout(guest, saunaBooking({ sessionDate, email: 'sauna-refund@example.com' }));
    expect((await captureSauna(guest, started.body.id)).status).toBe(200);
    const link = linkIn(await inbox.waitFor('sauna-refund@example.com'));

    const cancelled = await guest.send<ManagedBookingReply>('POST', `/api/bookings/${link.reference}/cancel`, {
      token: link.token,
    });
    expect(cancelled.status).toBe(200);
    expect(managedBookingReply.parse(cancelled.body)).toMatchObject({
      status: 'cancelled',
      paidOnline: true,
      payments: [
        { kind: 'capture', amount: '20.00', status: 'completed' },
        { kind: 'refund', amount: '20.00', status: 'completed' },
      ],
    });
    expect(await slotOf(sessionDate, '17:00')).toMatchObject({ available: true });
  });
});

describe('the one hold sweep', () => {
  it('expires the lapsed holds of rooms, event tickets and sauna sessions in one run', async () => {
    const event = await newEvent(simulated, 4);
    const tickets2 = await startEventCheckout(guest, tickets(event.id, 2));
    const sauna = await startSaunaCheckout(guest, saunaBooking({ sessionDate: freshSaunaDay() }));
    const room = await guest.send<{ bookingId: number }>(
      'POST',
      '/paypal/order',
      paymentOrder(
        bookingDraft({ checkinDate: daysFromToday(120), roomType: 'lakeside_cottage', guests: 2 }),
        '200.00',
      ),
    );
    expect([tickets2.status, sauna.status, room.status]).toEqual([201, 201, 201]);
    await lapse(simulated, EventBooking, tickets2.body.reference);
    await lapse(simulated, SaunaBooking, sauna.body.reference);
    await simulated.dataSource
      .getRepository(RoomBooking)
      .update({ id: room.body.bookingId }, { holdExpiresAt: new Date(Date.now() - 60_000) });

    await simulated.app.get(HoldSweeper).sweep();
    expect((await eventRow(simulated, tickets2.body.reference)).paymentStatus).toBe('expired');
    expect((await saunaRow(simulated, sauna.body.reference)).paymentStatus).toBe('expired');
    expect(
      (await simulated.dataSource.getRepository(RoomBooking).findOneByOrFail({ id: room.body.bookingId })).status,
    ).toBe('expired');
  });
});

describe('event tickets paid with PayPal, where paying at the retreat is switched off', () => {
  it('refuses tickets and sessions to pay at the retreat', async () => {
    const event = await newEvent(withPayPal, 5);
    expect(await paypalGuest.send('POST', '/api/event-bookings', tickets(event.id, 1))).toEqual({
      status: 422,
      body: refusal('checkout.payAtRetreatNotOffered'),
    });
    expect(
      await paypalGuest.send('POST', '/api/sauna-bookings', saunaBooking({ sessionDate: freshSaunaDay() })),
    ).toEqual({
      status: 422,
      body: refusal('checkout.payAtRetreatNotOffered'),
    });
    expect(await seatsTaken(withPayPal, event.sessionId)).toBe(0);
  });

  it('books a free class without paying, and orders no payment of nothing from PayPal', async () => {
    nextDay += 1;
    const free = await newPaidEvent(withPayPal.dataSource, addDays(today, nextDay), 5, 0, '0.00');
    const query = new URLSearchParams({ eventId: free.id, selectedDateTime: free.startsAt, numberOfTickets: '2' });
    const quote = await paypalGuest.read(`/api/event-bookings/quote?${query.toString()}`, sessionQuoteReply);
    expect(quote).toMatchObject({ totalPrice: '0.00', payAtRetreat: true });

    const body = eventBooking({ eventId: free.id, numberOfTickets: 2, totalAmount: '0.00', email: 'free@example.com' });
    const ordersBefore = paypal.orders.size;
    expect(await startEventCheckout(paypalGuest, body)).toEqual({
      status: 409,
      body: refusal('checkout.nothingToPay'),
    });
    expect(paypal.orders.size).toBe(ordersBefore);
    expect(await seatsTaken(withPayPal, free.sessionId)).toBe(0);

    const booked = await paypalGuest.send<EventBookingReply>('POST', '/api/event-bookings', body);
    expect(booked.status).toBe(201);
    expect(await seatsTaken(withPayPal, free.sessionId)).toBe(2);
    expect(await paymentsOf(withPayPal, 'event', (await eventRow(withPayPal, booked.body.reference)).id)).toEqual([]);
  });

  it('captures through PayPal, and confirms nothing when PayPal took another amount', async () => {
    const event = await newEvent(withPayPal, 5);
    const started = await startEventCheckout(paypalGuest, tickets(event.id, 2));
    expect(started.status).toBe(201);
    expect(paypal.orders.get(started.body.id)?.amount).toEqual({ currency_code: 'USD', value: '60.00' });
    const captured = await captureEvent(paypalGuest, started.body.id);
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({ paymentStatus: 'paid', paymentProvider: 'paypal' });
    const row = await eventRow(withPayPal, started.body.reference);
    expect(await paymentsOf(withPayPal, 'event', row.id)).toMatchObject([
      { kind: 'capture', provider: 'paypal', amount: '60.00', providerReference: expect.any(String) },
    ]);

    const mismatched = await startEventCheckout(paypalGuest, tickets(event.id, 1));
    paypal.captureBehaviours.push('wrong-amount');
    expect(await captureEvent(paypalGuest, mismatched.body.id)).toEqual({
      status: 422,
      body: refusal('payments.priceMismatch'),
    });
    const unconfirmed = await eventRow(withPayPal, mismatched.body.reference);
    expect(unconfirmed.paymentStatus).toBe('held');
    expect(await paymentsOf(withPayPal, 'event', unconfirmed.id)).toEqual([]);
  });

  it('keeps a sauna hold when PayPal declines, and refunds an event cancelled in the free window', async () => {
    const sessionDate = freshSaunaDay();
    const sauna = await startSaunaCheckout(paypalGuest, saunaBooking({ sessionDate }));
    paypal.captureBehaviours.push('declined');
    expect(await captureSauna(paypalGuest, sauna.body.id)).toEqual({
      status: 422,
      body: refusal('payments.notCompleted'),
    });
    expect(await saunaRow(withPayPal, sauna.body.reference)).toMatchObject({ paymentStatus: 'held', activeSlot: 1 });

    const event = await newEvent(withPayPal, 5);
    const started = await startEventCheckout(paypalGuest, tickets(event.id, 2, 'paypal-refund@example.com'));
    expect((await captureEvent(paypalGuest, started.body.id)).status).toBe(200);
    const link = linkIn(await inbox.waitFor('paypal-refund@example.com'));
    const refundsBefore = paypal.refunds.length;
    const cancelled = await paypalGuest.send<ManagedBookingReply>('POST', `/api/bookings/${link.reference}/cancel`, {
      token: link.token,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.payments).toMatchObject([
      { kind: 'capture' },
      { kind: 'refund', amount: '60.00', status: 'completed' },
    ]);
    expect(paypal.refunds.slice(refundsBefore)).toMatchObject([{ amount: { value: '60.00', currency_code: 'USD' } }]);
    expect(await seatsTaken(withPayPal, event.sessionId)).toBe(0);
  });
});

const textOf = (mail: ReceivedMail) => mail.parts.find((part) => part.contentType.startsWith('text/plain'))?.body ?? '';

/** The reference and token of the manage link in `mail`. */
function linkIn(mail: ReceivedMail) {
  const url = new URL(/https?:\/\/\S+\/booking\/\S+/.exec(textOf(mail))?.[0] ?? 'http://missing');
  return { reference: decodeURIComponent(url.pathname.split('/').pop() ?? ''), token: url.searchParams.get('t') ?? '' };
}
