/**
 * The room booking flow end to end with the real PayPalProvider against a fake PayPal on
 * 127.0.0.1 and a real SMTP inbox: hold → capture → confirmed, and every way it must refuse.
 */
import {
  addDays,
  MESSAGES,
  tooManyGuests,
  type RoomBookingReply,
  type RoomCaptureReply,
  type RoomPaymentOrderReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { RoomNight } from '../src/rooms/room-night.entity.js';
import { ROOM_CHECKOUT_MESSAGES } from '../src/rooms/room-checkout.messages.js';
import { RoomHoldSweeper } from '../src/rooms/room-hold-sweeper.js';
import { ORDERLESS_HOLD_GRACE_MS } from '../src/rooms/room-holds.service.js';
import { fakePayPalEnv, startFakePayPal, type FakePayPal } from './support/fake-paypal.js';
import {
  bookingDraft,
  daysFromToday,
  getJson,
  paymentOrder,
  postJson,
  UNLIMITED_WRITES,
  type DraftOptions,
} from './support/room-booking-requests.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { refusal } from './support/expected-errors.js';

let t: TestApp;
let paypal: FakePayPal;
let inbox: SmtpInbox;

beforeAll(async () => {
  paypal = await startFakePayPal();
  inbox = await startSmtpInbox();
  t = await startTestApp({
    seed: true,
    env: { ...fakePayPalEnv(paypal), SMTP_URL: inbox.url, ...UNLIMITED_WRITES },
  });
});
afterAll(async () => {
  await t.close();
  await paypal.close();
  await inbox.close();
});
beforeEach(() => {
  paypal.captureBehaviours.length = 0;
  paypal.failCreates = 0;
});

/** Each test books its own dates, so they never collide. */
let nextOffset = 30;
function freshDraft(options: DraftOptions = {}) {
  nextOffset += 3;
  return bookingDraft({ checkinDate: daysFromToday(nextOffset), ...options });
}

const order = (body: unknown) => postJson<RoomPaymentOrderReply>(`${t.url}/paypal/order`, body);
const capture = (orderId: string) => postJson<RoomCaptureReply>(`${t.url}/paypal/order/${orderId}/capture`);
/** The Subject header with its RFC 2047 (=?UTF-8?Q?…?=) words decoded. */
function subjectOf(headers: string): string {
  const raw = /^Subject: (.*)$/m.exec(headers)?.[1] ?? '';
  return raw.replace(/\?=\s+=\?UTF-8\?Q\?/g, '').replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_, word: string) =>
    Buffer.from(
      word.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );
}

const bookings = () => t.dataSource.getRepository(RoomBooking);
const nightsOf = (bookingId: number) =>
  t.dataSource.getRepository(RoomNight).find({ where: { bookingId }, order: { night: 'ASC' } });

describe('POST /paypal/order (hold + provider order)', () => {
  it('holds the nights, creates the PayPal order for the server price and returns its id', async () => {
    const draft = freshDraft();
    const before = Date.now();
    const reply = await order(paymentOrder(draft, '130.00'));
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      id: expect.stringMatching(/^FAKE\d+$/),
      status: 'CREATED',
      approvalUrl: null,
      bookingId: expect.any(Number),
      amount: '130.00',
      currency: 'USD',
      holdExpiresAt: expect.any(String),
    });
    const holdMs = Date.parse(reply.body.holdExpiresAt) - before;
    expect(holdMs).toBeGreaterThan(14 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(15 * 60_000 + 5_000);

    const booking = await bookings().findOneByOrFail({ id: reply.body.bookingId });
    expect(booking).toMatchObject({
      status: 'held',
      paypalOrderId: reply.body.id,
      totalPrice: '130.00',
      paymentProvider: 'paypal',
    });
    expect((await nightsOf(booking.id)).map((n) => n.night)).toEqual([
      draft.checkinDate,
      addDays(draft.checkinDate, 1),
    ]);

    const created = paypal.requestsTo(/^\/v2\/checkout\/orders$/).at(-1);
    expect(created?.requestId).toMatch(/^lakeside-room-booking-\d+-/);
    expect(created?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        { amount: { currency_code: 'USD', value: '130.00' }, reference_id: `room-booking-${booking.id}` },
      ],
    });
  });

  it("accepts the amount as a number, as the first version's checkout sends it", async () => {
    expect((await order(paymentOrder(freshDraft({ roomType: 'upper_lakefront' }), 160))).status).toBe(201);
  });

  it.each([
    ['a lower amount', '1.00', 'USD'],
    ['a higher amount', '131.00', 'USD'],
    ['another currency', '130.00', 'EUR'],
  ])('refuses %s with 422 and holds nothing', async (_name, amount, currency) => {
    const draft = freshDraft();
    const reply = await order(paymentOrder(draft, amount, currency));
    expect(reply).toEqual({ status: 422, body: refusal('payments.priceMismatch') });
    expect(await bookings().countBy({ checkinDate: draft.checkinDate, roomType: draft.roomType })).toBe(0);
  });

  it('refuses more guests than the room sleeps with the Too Many Guests text', async () => {
    const reply = await order(paymentOrder(freshDraft({ guests: 3 }), '130.00'));
    const message = tooManyGuests('Lakefront Lower Room', 2);
    expect(reply).toEqual({
      status: 400,
      body: refusal('common.validationFailed', { errors: [{ field: 'booking.guests', message }] }),
    });
  });

  it("refuses a room id outside the catalogue (400) and a catalogue room that is not offered (404 'Room not found')", async () => {
    const unknown = await order(paymentOrder(freshDraft({ roomType: 'penthouse' }), '130.00'));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'booking.roomType', message: MESSAGES.roomTypeRequired }]);

    await t.dataSource.getRepository('Room').update({ id: 'garden_cottage' }, { isActive: false });
    try {
      const inactive = await order(paymentOrder(freshDraft({ roomType: 'garden_cottage' }), '200.00'));
      expect(inactive).toEqual({ status: 404, body: refusal('rooms.notFound') });
    } finally {
      await t.dataSource.getRepository('Room').update({ id: 'garden_cottage' }, { isActive: true });
    }
  });

  it.each([
    [
      'a past check-in',
      { checkinDate: daysFromToday(-2), checkoutDate: daysFromToday(1) },
      'booking.checkinDate',
      MESSAGES.checkinInPast,
    ],
    ['1 night', { checkoutDate: undefined, nights: 1 }, 'booking.checkoutDate', MESSAGES.minimumStay],
    ['15 nights', { checkoutDate: undefined, nights: 15 }, 'booking.checkoutDate', MESSAGES.maximumStay],
    ['5 guests', { guests: 5 }, 'booking.guests', MESSAGES.guestsRange],
    ['no guest name', { guestName: '' }, 'booking.guestName', MESSAGES.guestNameRequired],
    ['a bad e-mail', { email: 'ana@' }, 'booking.email', MESSAGES.invalidEmail],
    ['no phone', { phone: '' }, 'booking.phone', MESSAGES.phoneRequired],
  ])('refuses %s with 400 and its field message', async (_name, change, field, message) => {
    const { nights, ...fields } = change as DraftOptions & { nights?: number };
    const draft = freshDraft(fields);
    if (nights) draft.checkoutDate = addDays(draft.checkinDate, nights);
    const reply = await order(paymentOrder(draft, '130.00'));
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([{ field, message }]);
  });

  it('refuses an order without its booking, or with another intent', async () => {
    const missing = await order({ amount: '130.00', currency: 'USD', intent: 'CAPTURE' });
    expect(missing.body.errors).toEqual([{ field: 'booking', message: ROOM_CHECKOUT_MESSAGES.bookingDetailsRequired }]);
    const authorize = await order({ ...paymentOrder(freshDraft(), '130.00'), intent: 'AUTHORIZE' });
    expect(authorize.body.errors).toEqual([{ field: 'intent', message: ROOM_CHECKOUT_MESSAGES.invalidIntent }]);
  });

  it('answers 409 when a night of the stay is already held, and holds nothing', async () => {
    const draft = freshDraft();
    expect((await order(paymentOrder(draft, '130.00'))).status).toBe(201);
    const overlapping = {
      ...draft,
      checkinDate: addDays(draft.checkinDate, 1),
      checkoutDate: addDays(draft.checkinDate, 3),
      email: 'leo@example.com',
    };
    expect(await order(paymentOrder(overlapping, '130.00'))).toEqual({
      status: 409,
      body: refusal('rooms.datesUnavailable'),
    });
    expect(await bookings().countBy({ email: 'leo@example.com' })).toBe(0);
  });

  it('frees the hold when PayPal cannot create the order', async () => {
    paypal.failCreates = 10;
    const draft = freshDraft({ email: 'outage@example.com' });
    const before = paypal.requestsTo(/^\/v2\/checkout\/orders$/).length;
    const reply = await order(paymentOrder(draft, '130.00'));
    expect(reply.status).toBe(502);
    // One request and its retries, all with the same PayPal-Request-Id.
    const attempts = paypal.requestsTo(/^\/v2\/checkout\/orders$/).slice(before);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((request) => request.requestId)).size).toBe(1);
    expect(await bookings().countBy({ email: 'outage@example.com' })).toBe(0);
    paypal.failCreates = 0;
    expect((await order(paymentOrder(draft, '130.00'))).status).toBe(201);
  });
});

describe('POST /paypal/order/:orderId/capture', () => {
  async function hold(options: DraftOptions = {}) {
    const draft = freshDraft(options);
    const reply = await order(paymentOrder(draft, '130.00'));
    expect(reply.status).toBe(201);
    return { draft, orderId: reply.body.id, bookingId: reply.body.bookingId };
  }

  it('confirms the held booking, returns it with emailSent, and mails the confirmation with the .ics', async () => {
    const { draft, orderId, bookingId } = await hold({ email: 'confirmed@example.com', guestName: 'Ana López' });
    const reply = await capture(orderId);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      id: orderId,
      status: 'COMPLETED',
      emailSent: true,
      booking: expect.objectContaining({
        id: bookingId,
        status: 'confirmed',
        roomType: 'lakefront_lower',
        checkinDate: draft.checkinDate,
        checkoutDate: draft.checkoutDate,
        nights: 2,
        totalPrice: '130.00',
        currency: 'USD',
        paypalOrderId: orderId,
        paymentProvider: 'paypal',
        holdExpiresAt: null,
        confirmedAt: expect.any(String),
      }),
    });
    expect(await bookings().findOneByOrFail({ id: bookingId })).toMatchObject({
      status: 'confirmed',
      holdExpiresAt: null,
    });
    expect(await nightsOf(bookingId)).toHaveLength(2);

    const mail = await inbox.waitFor('confirmed@example.com');
    expect(subjectOf(mail.headers)).toBe('Your stay at Lakeside is confirmed — Lakefront Lower Room');
    const text = mail.parts.find((part) => part.contentType === 'text/plain')?.body ?? '';
    expect(text).toContain('Hello Ana López,');
    expect(text).toContain('Total paid: USD 130.00');
    expect(text).toContain('Free cancellation up to 48 hours before check-in');
    expect(text).toContain('Check-in 15:00–21:00, check-out by 11:00.');
    // One wording of the hours throughout: the details row says the same window.
    expect(text).toContain(', 15:00–21:00');
    expect(text).not.toMatch(/from 15:00|\d PM/);
    const ics = mail.parts.find((part) => part.contentType === 'text/calendar');
    expect(ics?.filename).toBe('booking.ics');
    // 15:00 and 11:00 at the retreat (UTC-6) are 21:00 and 17:00 UTC.
    expect(ics?.body).toContain(`DTSTART:${draft.checkinDate.replaceAll('-', '')}T210000Z`);
    expect(ics?.body).toContain(`DTEND:${draft.checkoutDate.replaceAll('-', '')}T170000Z`);
    const { reference } = await bookings().findOneByOrFail({ id: bookingId });
    expect(text).toContain(`Booking reference: ${reference}`);
    expect(text).toMatch(new RegExp(`See, change or cancel your booking: http\\S+/booking/${reference}\\?t=\\S+`));
    expect(ics?.body).toContain(`UID:${reference}@${new URL(t.config.SITE_ORIGIN).hostname}`);
  });

  it('writes the confirmation in Spanish for a booking made on the Spanish site', async () => {
    const { orderId } = await hold({ email: 'sofia@example.com', guestName: 'Sofía', language: 'es' });
    expect((await capture(orderId)).body.emailSent).toBe(true);
    const mail = await inbox.waitFor('sofia@example.com');
    const text = mail.parts.find((part) => part.contentType === 'text/plain')?.body ?? '';
    // The room's Spanish name, as staff wrote it (the seed's).
    expect(subjectOf(mail.headers)).toBe('Su estancia en Lakeside está confirmada — Habitación baja frente al lago');
    expect(text).toContain('Hola Sofía,');
    expect(text).toContain('Total pagado: USD 130.00');
    expect(text).toContain('Llegada de 15:00 a 21:00; salida hasta las 11:00.');
  });

  it('is idempotent: a second capture returns the same confirmed booking and sends no second mail', async () => {
    const { orderId, bookingId } = await hold({ email: 'twice@example.com' });
    const first = await capture(orderId);
    await inbox.waitFor('twice@example.com');
    const captureCalls = paypal.requestsTo(/\/capture$/).length;
    const second = await capture(orderId);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      id: orderId,
      status: 'COMPLETED',
      emailSent: false,
      booking: { id: bookingId, status: 'confirmed' },
    });
    expect(second.body.booking).toEqual(first.body.booking);
    expect(paypal.requestsTo(/\/capture$/)).toHaveLength(captureCalls);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.mails.filter((mail) => mail.to.includes('twice@example.com'))).toHaveLength(1);
  });

  it('confirms exactly once under concurrent captures of one order', async () => {
    const { orderId, bookingId } = await hold({ email: 'race@example.com' });
    const replies = await Promise.all(Array.from({ length: 5 }, () => capture(orderId)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    expect(replies.filter((reply) => reply.body.emailSent)).toHaveLength(1);
    expect(new Set(replies.map((reply) => reply.body.booking.id))).toEqual(new Set([bookingId]));
    // Every capture call used the order's one request id, so PayPal captured once.
    expect(new Set(paypal.requestsTo(new RegExp(`${orderId}/capture$`)).map((r) => r.requestId))).toEqual(
      new Set([`lakeside-capture-${orderId}`]),
    );
  });

  it('retries a transient PayPal failure with the same PayPal-Request-Id', async () => {
    const { orderId } = await hold();
    paypal.captureBehaviours.push('transient-500');
    const reply = await capture(orderId);
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('COMPLETED');
    const attempts = paypal.requestsTo(new RegExp(`${orderId}/capture$`));
    expect(attempts).toHaveLength(2);
    expect(attempts[0]?.requestId).toBe(`lakeside-capture-${orderId}`);
    expect(attempts[1]?.requestId).toBe(attempts[0]?.requestId);
  });

  it.each([
    ['pending (capture not COMPLETED)', 'pending'],
    ['declined', 'declined'],
  ] as const)('answers 422 when the capture is %s and keeps the booking held', async (_name, behaviour) => {
    const { orderId, bookingId } = await hold();
    paypal.captureBehaviours.push(behaviour);
    expect(await capture(orderId)).toEqual({ status: 422, body: refusal('payments.notCompleted') });
    expect(await bookings().findOneByOrFail({ id: bookingId })).toMatchObject({ status: 'held', confirmedAt: null });
    expect(await nightsOf(bookingId)).toHaveLength(2);
  });

  it('refuses a capture for another amount than the booking price', async () => {
    const { orderId, bookingId } = await hold();
    paypal.captureBehaviours.push('wrong-amount');
    expect(await capture(orderId)).toEqual({ status: 422, body: refusal('payments.priceMismatch') });
    expect(await bookings().findOneByOrFail({ id: bookingId })).toMatchObject({ status: 'held' });
  });

  it('answers 404 for an order id this API never issued, without calling PayPal', async () => {
    const before = paypal.requests.length;
    expect(await capture('NOT-OUR-ORDER')).toEqual({
      status: 404,
      body: refusal('rooms.paymentNotFound'),
    });
    expect(paypal.requests.length).toBe(before);
  });

  it('confirms a payment that completes after the hold lapsed when the nights are still free', async () => {
    const { orderId, bookingId } = await hold();
    await bookings().update({ id: bookingId }, { holdExpiresAt: new Date(Date.now() - 60_000) });
    expect((await capture(orderId)).body.booking).toMatchObject({ id: bookingId, status: 'confirmed' });
  });

  it('re-holds an expired booking paid late when its nights are still free', async () => {
    const { draft, orderId, bookingId } = await hold();
    await bookings().update({ id: bookingId }, { holdExpiresAt: new Date(Date.now() - 60_000) });
    // Another stay in the same room expires the lapsed hold and frees its nights.
    const elsewhere = await order(
      paymentOrder(
        { ...draft, checkinDate: addDays(draft.checkinDate, 20), checkoutDate: addDays(draft.checkinDate, 22) },
        '130.00',
      ),
    );
    expect(elsewhere.status).toBe(201);
    expect(await bookings().findOneByOrFail({ id: bookingId })).toMatchObject({ status: 'expired' });
    expect(await nightsOf(bookingId)).toHaveLength(0);

    const reply = await capture(orderId);
    expect(reply.status).toBe(200);
    expect(reply.body.booking).toMatchObject({ id: bookingId, status: 'confirmed' });
    expect(await nightsOf(bookingId)).toHaveLength(2);
  });

  it('answers 409 with a refund notice when a late payment finds its nights taken', async () => {
    const { draft, orderId, bookingId } = await hold();
    await bookings().update({ id: bookingId }, { holdExpiresAt: new Date(Date.now() - 60_000) });
    const taker = await order(paymentOrder({ ...draft, email: 'taker@example.com' }, '130.00'));
    expect(taker.status).toBe(201);
    expect(await capture(orderId)).toEqual({
      status: 409,
      body: refusal('rooms.paidButDatesTaken'),
    });
    expect(await bookings().findOneByOrFail({ id: bookingId })).toMatchObject({ status: 'expired' });
    expect((await nightsOf(taker.body.bookingId)).length).toBe(2);
  });
});

describe('expired holds', () => {
  it('free their nights for the next guest', async () => {
    const draft = freshDraft();
    const first = await order(paymentOrder(draft, '130.00'));
    expect((await order(paymentOrder({ ...draft, email: 'next@example.com' }, '130.00'))).status).toBe(409);
    await bookings().update({ id: first.body.bookingId }, { holdExpiresAt: new Date(Date.now() - 1_000) });
    const next = await order(paymentOrder({ ...draft, email: 'next@example.com' }, '130.00'));
    expect(next.status).toBe(201);
    expect(await bookings().findOneByOrFail({ id: first.body.bookingId })).toMatchObject({ status: 'expired' });
    expect(await nightsOf(first.body.bookingId)).toHaveLength(0);
  });

  it('are expired by the periodic sweep, which leaves live holds alone', async () => {
    const lapsed = await order(paymentOrder(freshDraft(), '130.00'));
    const live = await order(paymentOrder(freshDraft(), '130.00'));
    await bookings().update({ id: lapsed.body.bookingId }, { holdExpiresAt: new Date(Date.now() - 1_000) });
    await t.app.get(RoomHoldSweeper).sweep();
    expect(await bookings().findOneByOrFail({ id: lapsed.body.bookingId })).toMatchObject({ status: 'expired' });
    expect(await nightsOf(lapsed.body.bookingId)).toHaveLength(0);
    expect(await bookings().findOneByOrFail({ id: live.body.bookingId })).toMatchObject({ status: 'held' });
    expect(await nightsOf(live.body.bookingId)).toHaveLength(2);
  });

  it('include a hold left without a payment order (its release failed too) once the grace has passed', async () => {
    // Dates of their own, so that the other tests' fresh drafts stay where they were.
    const stay = (days: number) => bookingDraft({ checkinDate: daysFromToday(days), roomType: 'upper_lakefront' });
    const orphan = await order(paymentOrder(stay(300), '160.00'));
    const fresh = await order(paymentOrder(stay(303), '160.00'));
    expect([orphan.status, fresh.status]).toEqual([201, 201]);
    const placedAt = new Date(Math.floor(Date.now() / 1000) * 1000 - ORDERLESS_HOLD_GRACE_MS - 1_000);
    await bookings().update({ id: orphan.body.bookingId }, { paypalOrderId: null, createdAt: placedAt });
    await bookings().update({ id: fresh.body.bookingId }, { paypalOrderId: null });
    await t.app.get(RoomHoldSweeper).sweep();
    expect(await bookings().findOneByOrFail({ id: orphan.body.bookingId })).toMatchObject({ status: 'expired' });
    expect(await nightsOf(orphan.body.bookingId)).toHaveLength(0);
    // A checkout still attaching its order is left alone.
    expect(await bookings().findOneByOrFail({ id: fresh.body.bookingId })).toMatchObject({ status: 'held' });
  });
});

describe('a booking cancelled by staff before payment', () => {
  it('is not captured: 409, and PayPal is not asked to take the money', async () => {
    const started = await order(paymentOrder(freshDraft(), '130.00'));
    await bookings().update({ id: started.body.bookingId }, { status: 'cancelled' });
    const before = paypal.requestsTo(/\/capture$/).length;
    expect(await capture(started.body.id)).toEqual({
      status: 409,
      body: refusal('rooms.bookingCancelled'),
    });
    expect(paypal.requestsTo(/\/capture$/)).toHaveLength(before);
  });
});

describe("POST /api/room-bookings (the first version's body)", () => {
  const post = (body: unknown) => postJson<RoomBookingReply>(`${t.url}/api/room-bookings`, body);

  it('returns the paid booking for a captured paypalOrderId, as often as asked, creating nothing', async () => {
    const draft = freshDraft({ email: 'spec-client@example.com' });
    const { body: started } = await order(paymentOrder(draft, '130.00'));
    await capture(started.id);
    const payload = { ...draft, totalPrice: '130.00', paypalOrderId: started.id, paymentProvider: 'paypal' };
    const first = await post(payload);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: started.bookingId,
      status: 'confirmed',
      guestName: draft.guestName,
      roomType: draft.roomType,
      checkinDate: draft.checkinDate,
      checkoutDate: draft.checkoutDate,
      totalPrice: '130.00',
    });
    expect(await post(payload)).toEqual(first);
    expect(await bookings().countBy({ email: 'spec-client@example.com' })).toBe(1);
  });

  it('refuses a booking without a payment with 422', async () => {
    const reply = await post({ ...freshDraft(), totalPrice: '130.00' });
    expect(reply).toEqual({ status: 422, body: refusal('rooms.paymentRequired') });
  });

  it('refuses an order that is not captured (422) or unknown (404)', async () => {
    const draft = freshDraft();
    const { body: started } = await order(paymentOrder(draft, '130.00'));
    expect(await post({ ...draft, totalPrice: '130.00', paypalOrderId: started.id })).toEqual({
      status: 422,
      body: refusal('payments.notCompleted'),
    });
    expect((await post({ ...draft, totalPrice: '130.00', paypalOrderId: 'UNKNOWN123' })).status).toBe(404);
  });

  it('lets one order id confirm one booking only', async () => {
    const draft = freshDraft();
    const { body: started } = await order(paymentOrder(draft, '130.00'));
    await capture(started.id);
    const otherStay = freshDraft();
    const reply = await post({ ...otherStay, totalPrice: '130.00', paypalOrderId: started.id });
    expect(reply).toEqual({ status: 422, body: refusal('rooms.paymentForAnotherBooking') });
    expect(await bookings().countBy({ paypalOrderId: started.id })).toBe(1);
    expect(await bookings().countBy({ checkinDate: otherStay.checkinDate })).toBe(0);
  });

  it("validates the first version's body with the field messages", async () => {
    const reply = await post({ ...freshDraft(), roomType: 'all', totalPrice: '130.00', paypalOrderId: 'X' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([{ field: 'roomType', message: MESSAGES.roomTypeRequired }]);
  });
});

describe('GET /paypal/setup', () => {
  it('returns the PayPal client id and a client token', async () => {
    expect(await getJson(`${t.url}/paypal/setup`)).toEqual({
      status: 200,
      body: {
        provider: 'paypal',
        simulated: false,
        label: 'PayPal',
        clientId: 'fake-client-id',
        clientToken: 'fake-client-token',
        currency: 'USD',
        intent: 'CAPTURE',
        offered: [{ provider: 'paypal', label: 'PayPal', redirects: false }],
      },
    });
  });

  it('reuses one OAuth token across calls', () => {
    expect(paypal.requestsTo(/^\/v1\/oauth2\/token$/)).toHaveLength(1);
  });
});
