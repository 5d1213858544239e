/**
 * The guest manages a room booking from the link in the confirmation mail: the real
 * PayPalProvider against a fake PayPal on 127.0.0.1 and a real SMTP inbox. Cancelling inside
 * the free window refunds through PayPal once, whatever the concurrency; outside it the
 * retreat keeps the money; a forged, unknown or expired link reveals nothing.
 */
import {
  addDays,
  CHECK_IN_WINDOW,
  FREE_CANCELLATION_HOURS,
  managedBookingReply,
  type ManagedBookingReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startInstant } from '../src/events/session-time.js';
import { BookingPayment } from '../src/payments/booking-payment.entity.js';
import { RoomGuestManageService } from '../src/rooms/room-guest-manage.service.js';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { RoomNight } from '../src/rooms/room-night.entity.js';
import type { ApiClient } from './support/api-client.js';
import { bookingDraft, daysFromToday } from './support/builders.js';
import { refusal } from './support/expected-errors.js';
import type { FakePayPal } from './support/fake-paypal.js';
import { manageLinkOf } from './support/mail-reading.js';
import { payForStay, startPayPalApp, type PayPalApp } from './support/paypal-app.js';
import type { SmtpInbox } from './support/smtp-inbox.js';
import { signInAs } from './support/staff-session.js';
import type { TestApp } from './support/test-app.js';

let app: PayPalApp;
let t: TestApp;
let api: ApiClient;
let paypal: FakePayPal;
let inbox: SmtpInbox;

beforeAll(async () => {
  app = await startPayPalApp();
  ({ t, api, paypal, inbox } = app);
});
afterAll(() => app?.close());
beforeEach(() => {
  paypal.refundBehaviours.length = 0;
});

let nextOffset = 200;
let nextGuest = 0;

/** Books and pays a stay `daysAhead` from today; returns it with the link mailed to the guest. */
async function paidBooking(daysAhead?: number) {
  nextOffset += 3;
  nextGuest += 1;
  const email = `guest${nextGuest}@example.com`;
  const draft = bookingDraft({ checkinDate: daysFromToday(daysAhead ?? nextOffset), email });
  const { bookingId } = await payForStay(api, draft, '130.00');
  const link = manageLinkOf(await inbox.waitFor(email));
  const booking = await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id: bookingId });
  return { booking, email, link, reference: booking.reference, token: link.searchParams.get('t') ?? '' };
}

const view = (reference: string, token: string) =>
  api.send<ManagedBookingReply>('GET', `/api/bookings/${reference}?t=${encodeURIComponent(token)}`);
const cancel = (reference: string, token: string) =>
  api.send<ManagedBookingReply>('POST', `/api/bookings/${reference}/cancel`, { token });
const paymentsOf = (bookingId: number) =>
  t.dataSource.getRepository(BookingPayment).find({ where: { bookingKind: 'room', bookingId }, order: { id: 'ASC' } });
const nightsOf = (bookingId: number) => t.dataSource.getRepository(RoomNight).countBy({ bookingId });

describe('the manage link', () => {
  it('comes in the confirmation mail and opens the booking with its payment and policy', async () => {
    const { booking, link, reference, token } = await paidBooking();
    expect(reference).toMatch(/^R-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(link.pathname).toBe(`/booking/${reference}`);
    expect(link.origin).toBe(t.config.SITE_ORIGIN);
    const stored = await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id: booking.id });
    expect(stored.manageTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.manageTokenHash).not.toContain(token);

    const managed = await api.read(`/api/bookings/${reference}?t=${encodeURIComponent(token)}`, managedBookingReply);
    const checkIn = startInstant({ date: booking.checkinDate, time: CHECK_IN_WINDOW.start });
    expect(managed).toMatchObject({
      reference,
      kind: 'room',
      status: 'confirmed',
      title: 'Lakefront Lower Room',
      startDate: booking.checkinDate,
      endDate: booking.checkoutDate,
      total: '130.00',
      paidOnline: true,
      canCancel: true,
      refundIfCancelledNow: '130.00',
      freeCancellationUntil: new Date(
        checkIn.getTime() - FREE_CANCELLATION_HOURS.accommodation * 3_600_000,
      ).toISOString(),
    });
    expect(managed.payments).toEqual([
      { kind: 'capture', amount: '130.00', currency: 'USD', status: 'completed', at: expect.any(String) },
    ]);
  });

  it('answers the same 404 for a forged token, an unknown reference and a reference typed loosely with a bad token', async () => {
    const { reference, token } = await paidBooking();
    for (const [ref, t0] of [
      [reference, `${token}x`],
      [reference, ''],
      ['R-0000-0000', token],
      ['not-a-reference', token],
      [reference.toLowerCase().replaceAll('-', ' '), 'nope'],
    ] as const) {
      expect(await view(encodeURIComponent(ref), t0), ref).toEqual({ status: 404, body: refusal('bookings.notFound') });
    }
    // Typed loosely, with the right token, it opens.
    expect((await view(encodeURIComponent(reference.toLowerCase().replaceAll('-', ' ')), token)).status).toBe(200);
  });

  it('stops working after the stay', async () => {
    const { booking, reference, token } = await paidBooking();
    const manage = t.app.get(RoomGuestManageService);
    const onCheckout = new Date(`${booking.checkoutDate}T20:00:00-06:00`);
    const dayAfter = new Date(`${addDays(booking.checkoutDate, 1)}T08:00:00-06:00`);
    await expect(manage.view(reference, token, onCheckout)).resolves.toMatchObject({ reference, canCancel: false });
    await expect(manage.view(reference, token, dayAfter)).rejects.toMatchObject({ code: 'bookings.notFound' });
  });
});

describe('cancelling', () => {
  it('inside the window frees the nights and refunds the capture through PayPal', async () => {
    const { booking, reference, token } = await paidBooking();
    expect(await nightsOf(booking.id)).toBe(2);
    const refundsBefore = paypal.refunds.length;

    const reply = await cancel(reference, token);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'cancelled', canCancel: false, refundIfCancelledNow: '0.00' });
    expect(reply.body.payments?.map(({ kind, status, amount }) => [kind, status, amount])).toEqual([
      ['capture', 'completed', '130.00'],
      ['refund', 'completed', '130.00'],
    ]);
    expect(await nightsOf(booking.id)).toBe(0);
    expect(paypal.refunds.slice(refundsBefore)).toEqual([
      {
        id: expect.any(String),
        captureId: `CAPTURE-${booking.paypalOrderId}`,
        amount: { value: '130.00', currency_code: 'USD' },
        requestId: `refund-room-${booking.id}`,
      },
    ]);
    const [, refund] = await paymentsOf(booking.id);
    expect(refund).toMatchObject({ kind: 'refund', status: 'completed', providerReference: paypal.refunds.at(-1)?.id });
    expect(await cancel(reference, token)).toEqual({ status: 409, body: refusal('bookings.notCancellable') });
  });

  it('twenty at once cancel once and refund once', async () => {
    const { booking, reference, token } = await paidBooking();
    const refundsBefore = paypal.refunds.length;
    const replies = await Promise.all(Array.from({ length: 20 }, () => cancel(reference, token)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    for (const reply of replies.filter((candidate) => candidate.status !== 200)) {
      expect(reply).toEqual({ status: 409, body: refusal('bookings.notCancellable') });
    }
    expect(paypal.refunds.length - refundsBefore).toBe(1);
    expect((await paymentsOf(booking.id)).filter((payment) => payment.kind === 'refund')).toHaveLength(1);
  });

  it('is free up to the deadline minute and keeps the money one minute later', async () => {
    const manage = t.app.get(RoomGuestManageService);
    const early = await paidBooking();
    const deadline = early.booking.freeCancellationUntil as Date;
    const atDeadline = await manage.cancel(early.reference, early.token, deadline);
    expect(atDeadline.payments.filter((payment) => payment.kind === 'refund')).toHaveLength(1);

    const late = await paidBooking();
    const oneMinuteLate = new Date((late.booking.freeCancellationUntil as Date).getTime() + 60_000);
    await expect(manage.view(late.reference, late.token, oneMinuteLate)).resolves.toMatchObject({
      canCancel: true,
      refundIfCancelledNow: '0.00',
    });
    const kept = await manage.cancel(late.reference, late.token, oneMinuteLate);
    expect(kept.status).toBe('cancelled');
    expect(kept.payments.map((payment) => payment.kind)).toEqual(['capture']);
    expect(await nightsOf(late.booking.id)).toBe(0);
  });

  it('retries a refund PayPal fails once with the same request id, and records one PayPal refuses', async () => {
    const flaky = await paidBooking();
    paypal.refundBehaviours.push('transient-500');
    const refundsBefore = paypal.refunds.length;
    expect((await cancel(flaky.reference, flaky.token)).status).toBe(200);
    const attempts = paypal
      .requestsTo(/\/refund$/)
      .filter((request) => request.requestId === `refund-room-${flaky.booking.id}`);
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(paypal.refunds.length - refundsBefore).toBe(1);

    const refused = await paidBooking();
    paypal.refundBehaviours.push('refused');
    const reply = await cancel(refused.reference, refused.token);
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('cancelled');
    const refund = (await paymentsOf(refused.booking.id)).find((payment) => payment.kind === 'refund');
    expect(refund).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('declined') });
  });

  it('lets a manager retry a refused refund as a new attempt, and only a refund still owed', async () => {
    const refused = await paidBooking();
    paypal.refundBehaviours.push('refused');
    expect((await cancel(refused.reference, refused.token)).status).toBe(200);
    const failed = (await paymentsOf(refused.booking.id)).find((payment) => payment.kind === 'refund');
    if (!failed) throw new Error('no refund row');
    const refundsBefore = paypal.refunds.length;

    const staff = await signInAs(t, 'staff');
    expect((await staff.send('POST', `/api/booking-payments/${failed.id}/retry`)).status).toBe(403);
    const manager = await signInAs(t, 'manager');
    const retried = await manager.send('POST', `/api/booking-payments/${failed.id}/retry`);
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({ id: failed.id, kind: 'refund', status: 'completed', failureReason: null });
    // PayPal replays a refusal for its request id, so the new attempt has a key of its own.
    expect(paypal.refunds.slice(refundsBefore)).toEqual([
      expect.objectContaining({ requestId: `refund-room-${refused.booking.id}~2` }),
    ]);
    expect(await manager.send('POST', `/api/booking-payments/${failed.id}/retry`)).toEqual({
      status: 409,
      body: refusal('payments.nothingToRetry'),
    });
    const capture = (await paymentsOf(refused.booking.id)).find((payment) => payment.kind === 'capture');
    expect((await manager.send('POST', `/api/booking-payments/${capture?.id}/retry`)).status).toBe(409);
  });
});

describe('find my booking', () => {
  it('mails a new link when e-mail and reference match, and answers the same when they do not', async () => {
    const { email, reference, token } = await paidBooking();
    const mailsTo = () => inbox.mails.filter((mail) => mail.to.includes(email)).length;
    const before = mailsTo();

    const wrong = await api.send('POST', '/api/bookings/find', { email: 'someone@example.com', reference });
    expect(wrong.status).toBe(202);
    const loose = await api.send('POST', '/api/bookings/find', {
      email: email.toUpperCase(),
      reference: reference.toLowerCase(),
    });
    expect(loose.status).toBe(202);
    await expect.poll(mailsTo).toBe(before + 1);
    // The new link replaces the old one.
    expect((await view(reference, token)).status).toBe(404);

    const malformed = await api.send('POST', '/api/bookings/find', { email, reference: 'R-12' });
    expect(malformed.status).toBe(400);
  });
});
