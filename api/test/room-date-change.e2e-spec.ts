/**
 * A guest moves a paid stay to other dates from the manage link (docs/requirements/policies.md#changing-dates):
 * the real PayPalProvider against a fake PayPal on 127.0.0.1 and a real SMTP inbox. The quote
 * prices the new nights as a new booking; the move re-claims the nights under the same unique
 * key (a racing booking of the same nights never wins both), refunds a cheaper stay's
 * difference through PayPal, leaves a dearer one's to pay, and mails an .ics that replaces the
 * calendar entry (same UID, higher SEQUENCE) — read back with ical.js. SQLite and MariaDB.
 */
import {
  addDays,
  dateChangeQuoteReply,
  managedBookingReply,
  type DateChangeQuoteReply,
  type ManagedBookingReply,
  type RoomPaymentOrderReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingPayment } from '../src/payments/booking-payment.entity.js';
import { refundableOf } from '../src/payments/booking-payments.js';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { RoomNight } from '../src/rooms/room-night.entity.js';
import type { ApiClient } from './support/api-client.js';
import { bookingDraft, daysFromToday, paymentOrder } from './support/builders.js';
import { refusal } from './support/expected-errors.js';
import type { FakePayPal } from './support/fake-paypal.js';
import { calendarEntryOf, manageLinkOf, readCalendar, textOf } from './support/mail-reading.js';
import { payForStay, startPayPalApp, type PayPalApp } from './support/paypal-app.js';
import type { ReceivedMail, SmtpInbox } from './support/smtp-inbox.js';
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

let nextOffset = 300;
let nextGuest = 0;

/** Books three nights (3 × 65) `daysAhead` from today, paid through PayPal; with the mailed link's token. */
async function paidStay(daysAhead?: number, language: 'en' | 'es' = 'en') {
  nextOffset += 10;
  nextGuest += 1;
  const email = `mover${nextGuest}@example.com`;
  const checkinDate = daysFromToday(daysAhead ?? nextOffset);
  const draft = bookingDraft({ checkinDate, checkoutDate: addDays(checkinDate, 3), email, language });
  const { bookingId } = await payForStay(api, draft, '195.00');
  const confirmation = await inbox.waitFor(email);
  const booking = await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id: bookingId });
  const token = manageLinkOf(confirmation).searchParams.get('t') ?? '';
  return { booking, email, confirmation, reference: booking.reference, token };
}

type Stay = Awaited<ReturnType<typeof paidStay>>;

const quote = (stay: Stay, checkinDate: string, checkoutDate: string, token = stay.token) =>
  api.send<DateChangeQuoteReply>(
    'GET',
    `/api/bookings/${stay.reference}/date-change?t=${encodeURIComponent(token)}&checkinDate=${checkinDate}&checkoutDate=${checkoutDate}`,
  );
const move = (stay: Stay, checkinDate: string, checkoutDate: string, token = stay.token) =>
  api.send<ManagedBookingReply>('POST', `/api/bookings/${stay.reference}/date-change`, {
    token,
    checkinDate,
    checkoutDate,
  });
const nightsOf = async (bookingId: number) =>
  (await t.dataSource.getRepository(RoomNight).find({ where: { bookingId }, order: { night: 'ASC' } })).map(
    (row) => row.night,
  );
const paymentsOf = (bookingId: number) =>
  t.dataSource.getRepository(BookingPayment).find({ where: { bookingKind: 'room', bookingId }, order: { id: 'ASC' } });
const threeNights = (checkin: string) => [checkin, addDays(checkin, 1), addDays(checkin, 2)];
const mailsTo = (address: string) => inbox.mails.filter((mail) => mail.to.includes(address));

describe('the quote', () => {
  it('prices the new nights as a new booking and says what follows for the money, holding nothing', async () => {
    const stay = await paidStay();
    const later = addDays(stay.booking.checkinDate, 4);

    const shorter = await api.read(
      `/api/bookings/${stay.reference}/date-change?t=${encodeURIComponent(stay.token)}&checkinDate=${later}&checkoutDate=${addDays(later, 2)}`,
      dateChangeQuoteReply,
    );
    expect(shorter).toMatchObject({
      reference: stay.reference,
      currency: 'USD',
      current: { checkinDate: stay.booking.checkinDate, checkoutDate: stay.booking.checkoutDate, total: '195.00' },
      proposed: {
        checkinDate: later,
        nights: 2,
        nightly: [
          { night: later, rate: '65.00' },
          { night: addDays(later, 1), rate: '65.00' },
        ],
        total: '130.00',
      },
      available: true,
      refund: '65.00',
      toPay: '0.00',
    });
    const longer = await quote(stay, later, addDays(later, 4));
    expect(longer.body).toMatchObject({ proposed: { total: '260.00' }, refund: '0.00', toPay: '65.00' });
    expect(await nightsOf(stay.booking.id)).toEqual(threeNights(stay.booking.checkinDate));
  });

  it('says when another booking holds a new night, and counts the stay’s own nights as free', async () => {
    const stay = await paidStay();
    const other = await paidStay(nextOffset + 3);
    const overlapping = await quote(stay, addDays(stay.booking.checkinDate, 1), other.booking.checkoutDate);
    expect(overlapping.body.available).toBe(false);
    const ownNights = await quote(stay, addDays(stay.booking.checkinDate, 1), addDays(stay.booking.checkinDate, 3));
    expect(ownNights.body.available).toBe(true);
  });

  it('refuses the dates already booked, a stay in the past, and a forged link (404, nothing revealed)', async () => {
    const stay = await paidStay();
    expect(await quote(stay, stay.booking.checkinDate, stay.booking.checkoutDate)).toEqual({
      status: 400,
      body: refusal('bookings.sameDates'),
    });
    expect((await quote(stay, daysFromToday(-3), daysFromToday(-1))).status).toBe(400);
    const forged = await quote(stay, daysFromToday(400), daysFromToday(402), `${stay.token}x`);
    expect(forged).toEqual({ status: 404, body: refusal('bookings.notFound') });
    expect((await move(stay, daysFromToday(400), daysFromToday(402), 'nope')).status).toBe(404);
  });
});

describe('moving the stay', () => {
  it('to a cheaper stay: moves the nights, refunds the difference through PayPal, and mails a replacing .ics', async () => {
    const stay = await paidStay();
    const checkin = addDays(stay.booking.checkinDate, 5);

    const moved = await move(stay, checkin, addDays(checkin, 2));

    expect(moved.status).toBe(200);
    expect(managedBookingReply.parse(moved.body)).toMatchObject({
      status: 'confirmed',
      startDate: checkin,
      endDate: addDays(checkin, 2),
      total: '130.00',
      balanceDue: '0.00',
      refundIfCancelledNow: '130.00',
    });
    expect(await nightsOf(stay.booking.id)).toEqual([checkin, addDays(checkin, 1)]);
    const refund = paypal.refunds.find((made) => made.requestId?.startsWith(`refund-room-${stay.booking.id}-move-`));
    expect(refund?.amount).toEqual({ currency_code: 'USD', value: '65.00' });
    expect((await paymentsOf(stay.booking.id)).map((row) => [row.kind, row.amount, row.status])).toEqual([
      ['capture', '195.00', 'completed'],
      ['refund', '65.00', 'completed'],
    ]);
    // Invariant: what is refundable is what was captured less what was refunded.
    expect(await refundableOf(t.dataSource.manager, { kind: 'room', id: stay.booking.id })).toBe('130.00');

    await expect.poll(() => mailsTo(stay.email).length).toBe(2);
    const change = mailsTo(stay.email)[1] as ReceivedMail;
    expect(textOf(change)).toContain(stay.reference);
    expect(textOf(change)).toContain('We are refunding the difference, USD 65.00');
    // The change mail's link is the one the guest used: it keeps working.
    expect(manageLinkOf(change).searchParams.get('t')).toBe(stay.token);
    const invited = calendarEntryOf(stay.confirmation);
    const changed = calendarEntryOf(change);
    expect(changed).toMatchObject({ uid: invited.uid, status: 'CONFIRMED' });
    expect(changed.sequence).toBeGreaterThan(invited.sequence);
    expect(changed.start?.toISOString().slice(0, 10)).toBe(checkin);
    await expect
      .poll(() => mailsTo(t.config.CONTACT_INBOX).some((mail) => textOf(mail).includes(`changed ${stay.reference}`)))
      .toBe(true);

    // Cancelling afterwards refunds only what is left, and its .ics outranks the change's.
    expect((await api.send('POST', `/api/bookings/${stay.reference}/cancel`, { token: stay.token })).status).toBe(200);
    await expect.poll(() => mailsTo(stay.email).length).toBe(3);
    const cancelled = calendarEntryOf(mailsTo(stay.email)[2] as ReceivedMail);
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: invited.uid });
    expect(cancelled.sequence).toBeGreaterThan(changed.sequence);
    expect(await refundableOf(t.dataSource.manager, { kind: 'room', id: stay.booking.id })).toBe('0.00');
  });

  it('to a dearer stay: nothing is refunded and the difference is left to pay', async () => {
    const stay = await paidStay(undefined, 'es');
    const refundsBefore = paypal.refunds.length;

    const moved = await move(stay, stay.booking.checkinDate, addDays(stay.booking.checkinDate, 4));

    expect(moved.body).toMatchObject({ total: '260.00', balanceDue: '65.00', refundIfCancelledNow: '195.00' });
    expect(paypal.refunds.length).toBe(refundsBefore);
    await expect.poll(() => mailsTo(stay.email).length).toBe(2);
    expect(textOf(mailsTo(stay.email)[1] as ReceivedMail)).toContain('Las nuevas fechas cuestan USD 65.00 más');
  });

  it('never lets a move and a new booking of the same nights both win', async () => {
    for (let round = 0; round < 4; round += 1) {
      const stay = await paidStay();
      const wanted = addDays(stay.booking.checkinDate, 6);
      const rival = bookingDraft({ checkinDate: wanted, email: `rival${round}@example.com` });
      const [moved, booked] = await Promise.all([
        move(stay, wanted, addDays(wanted, 2)),
        api.send<RoomPaymentOrderReply>('POST', '/paypal/order', paymentOrder(rival, '130.00')),
      ]);
      expect([moved.status, booked.status]).toContain(409);
      expect([moved.status === 200, booked.status === 201].filter(Boolean)).toHaveLength(1);
      const owners = await t.dataSource
        .getRepository(RoomNight)
        .findBy({ roomId: 'lakefront_lower', night: wanted });
      expect(owners).toHaveLength(1);
      if (moved.status === 409) {
        expect(moved.body).toEqual(refusal('rooms.datesUnavailable'));
        // The stay keeps its nights and its price.
        expect(await nightsOf(stay.booking.id)).toEqual(threeNights(stay.booking.checkinDate));
      }
    }
  });

  it('offers the .ics again as the stay stands: the moved dates, then the cancellation', async () => {
    const stay = await paidStay();
    const calendar = async (token = stay.token) => {
      const response = await fetch(`${t.url}/api/bookings/${stay.reference}/calendar.ics?t=${encodeURIComponent(token)}`);
      const body = await response.text();
      return { response, entry: response.ok ? readCalendar(body) : null };
    };
    const checkin = addDays(stay.booking.checkinDate, 3);
    expect((await move(stay, checkin, addDays(checkin, 3))).status).toBe(200);

    const moved = await calendar();
    expect(moved.response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(moved.response.headers.get('content-disposition')).toBe(`attachment; filename="${stay.reference}.ics"`);
    const invited = calendarEntryOf(stay.confirmation);
    expect(moved.entry).toMatchObject({ method: 'PUBLISH', uid: invited.uid, sequence: 1, status: 'CONFIRMED' });
    expect(moved.entry?.start?.toISOString().slice(0, 10)).toBe(checkin);

    await api.send('POST', `/api/bookings/${stay.reference}/cancel`, { token: stay.token });
    expect((await calendar()).entry).toMatchObject({ method: 'CANCEL', uid: invited.uid, sequence: 2, status: 'CANCELLED' });
    expect((await calendar(`${stay.token}x`)).response.status).toBe(404);
  });

  it('is refused once the free-cancellation window has closed: moving would escape the policy', async () => {
    const stay = await paidStay(1);
    const view = await api.read(`/api/bookings/${stay.reference}?t=${encodeURIComponent(stay.token)}`, managedBookingReply);
    expect(view.canChangeDates).toBe(false);
    expect(await move(stay, daysFromToday(40), daysFromToday(42))).toEqual({
      status: 409,
      body: refusal('bookings.datesNotChangeable'),
    });
    expect(await nightsOf(stay.booking.id)).toEqual(threeNights(daysFromToday(1)));
  });
});
