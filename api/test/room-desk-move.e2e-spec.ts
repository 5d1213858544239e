/**
 * Staff move a room stay to other dates or another room: POST /api/room-bookings/:id/move
 * (docs/requirements/policies.md#changing-dates). Re-priced as a new booking, nights re-claimed
 * under the same unique key, audited with the reason; a stay paid online that now costs less
 * is refunded the difference through PayPal (the real client against a fake PayPal); the
 * guest gets a change mail with a new working link. Runs on SQLite and, with DATABASE_URL, on
 * MariaDB.
 */
import {
  addDays,
  MESSAGES,
  type DeskBookingReply,
  type RoomBookingReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../src/admin/audit/audit-entry.entity.js';
import { AdminUser } from '../src/auth/admin-user.entity.js';
import { BookingPayment } from '../src/payments/booking-payment.entity.js';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { RoomBookingWriter } from '../src/rooms/room-booking-writer.js';
import { RoomNight } from '../src/rooms/room-night.entity.js';
import type { ApiClient } from './support/api-client.js';
import { bookingDraft, daysFromToday } from './support/builders.js';
import { refusal, type OrRefusal } from './support/expected-errors.js';
import type { FakePayPal } from './support/fake-paypal.js';
import { calendarEntryOf, manageLinkOf, textOf } from './support/mail-reading.js';
import { payForStay, startPayPalApp, type PayPalApp } from './support/paypal-app.js';
import type { ReceivedMail, SmtpInbox } from './support/smtp-inbox.js';
import { anonymous, signInAs, type StaffClient } from './support/staff-session.js';
import type { TestApp } from './support/test-app.js';

let app: PayPalApp;
let t: TestApp;
let api: ApiClient;
let paypal: FakePayPal;
let inbox: SmtpInbox;
let staff: StaffClient;

beforeAll(async () => {
  app = await startPayPalApp();
  ({ t, api, paypal, inbox } = app);
  staff = await signInAs(t, 'staff', 'desk-mover');
});
afterAll(() => app?.close());

async function move(client: StaffClient, id: number, body: unknown) {
  const response = await client.request('POST', `/api/room-bookings/${id}/move`, body);
  return { status: response.status, body: (await response.json()) as OrRefusal<RoomBookingReply> };
}

/** A desk booking (pay at the retreat): 3 nights in the Lakefront Lower Room ($65), `days` from today. */
async function deskStay(days: number, email = `desk${days}@example.com`) {
  const checkinDate = daysFromToday(days);
  const response = await staff.request('POST', '/api/room-bookings/staff', {
    ...bookingDraft({ checkinDate, checkoutDate: addDays(checkinDate, 3), email }),
    language: 'en',
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as DeskBookingReply).booking;
}

const nightsOf = async (bookingId: number) =>
  (await t.dataSource.getRepository(RoomNight).find({ where: { bookingId }, order: { night: 'ASC' } })).map(
    (row) => [row.roomId, row.night],
  );
const mailsTo = (address: string) => inbox.mails.filter((mail) => mail.to.includes(address));

describe('POST /api/room-bookings/:id/move', () => {
  it('moves a stay to another room and dates, re-priced, with an audit row and a change mail', async () => {
    const booking = await deskStay(200);
    await expect.poll(() => mailsTo(booking.email).length).toBe(1);
    // The retreat's inbox hears of every new booking, desk bookings included.
    const reference = (await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id: booking.id })).reference;
    await expect
      .poll(() => mailsTo(t.config.CONTACT_INBOX).map(textOf).find((text) => text.includes(`(${reference})`)))
      .toContain('booked the Lakefront Lower Room');
    const checkin = daysFromToday(204);

    const moved = await move(staff, booking.id, {
      roomType: 'upper_lakefront',
      checkinDate: checkin,
      checkoutDate: addDays(checkin, 2),
      reason: 'Guest asked for the upper floor',
    });

    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      id: booking.id,
      roomType: 'upper_lakefront',
      checkinDate: checkin,
      checkoutDate: addDays(checkin, 2),
      totalPrice: '160.00', // 2 × $80
      status: 'confirmed',
    });
    expect(await nightsOf(booking.id)).toEqual([
      ['upper_lakefront', checkin],
      ['upper_lakefront', addDays(checkin, 1)],
    ]);
    const audit = await t.dataSource
      .getRepository(AuditEntry)
      .findBy({ resource: 'room-bookings', recordId: String(booking.id), action: 'update' });
    expect(audit.at(-1)?.changes).toMatchObject({
      before: { roomType: 'lakefront_lower', totalPrice: '195.00' },
      after: { roomType: 'upper_lakefront', totalPrice: '160.00', refunded: '0.00', reason: 'Guest asked for the upper floor' },
    });

    await expect.poll(() => mailsTo(booking.email).length).toBe(2);
    const [confirmation, change] = mailsTo(booking.email) as [ReceivedMail, ReceivedMail];
    expect(calendarEntryOf(change).uid).toBe(calendarEntryOf(confirmation).uid);
    expect(calendarEntryOf(change).sequence).toBeGreaterThan(calendarEntryOf(confirmation).sequence);
    // Staff moved it: the mail carries a new link, and it opens the moved booking.
    const link = manageLinkOf(change);
    const view = await api.send('GET', `/api/bookings/${link.pathname.split('/').at(-1)}?t=${link.searchParams.get('t')}`);
    expect(view.body).toMatchObject({ startDate: checkin, title: 'Upper Lake Front', total: '160.00' });
  });

  it('quotes a move before doing it: the new price, whether the nights are free, and the money', async () => {
    const booking = await deskStay(210);
    const checkin = daysFromToday(211);
    const query = `roomType=upper_lakefront&checkinDate=${checkin}&checkoutDate=${addDays(checkin, 3)}`;
    const response = await staff.request('GET', `/api/room-bookings/${booking.id}/move?${query}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      current: { total: '195.00' },
      proposed: { nights: 3, total: '240.00' },
      available: true,
      refund: '0.00',
      toPay: '0.00', // paid at the retreat: the new total is simply what is due there
    });
    // Nothing moved.
    expect(await nightsOf(booking.id)).toEqual([
      ['lakefront_lower', daysFromToday(210)],
      ['lakefront_lower', daysFromToday(211)],
      ['lakefront_lower', daysFromToday(212)],
    ]);
  });

  it('refunds the difference of a stay paid online that now costs less, through PayPal', async () => {
    const checkinDate = daysFromToday(220);
    const draft = bookingDraft({ checkinDate, checkoutDate: addDays(checkinDate, 3), email: 'moved-online@example.com' });
    const { bookingId } = await payForStay(api, draft, '195.00');

    const moved = await move(staff, bookingId, {
      roomType: 'lakefront_lower',
      checkinDate,
      checkoutDate: addDays(checkinDate, 2),
    });

    expect(moved.body).toMatchObject({ totalPrice: '130.00' });
    const refund = paypal.refunds.find((made) => made.requestId?.startsWith(`refund-room-${bookingId}-move-`));
    expect(refund?.amount).toEqual({ currency_code: 'USD', value: '65.00' });
  });

  it('leaves the difference of a dearer stay paid online to pay at the desk, once', async () => {
    const checkinDate = daysFromToday(230);
    const draft = bookingDraft({ checkinDate, checkoutDate: addDays(checkinDate, 2), email: 'longer@example.com' });
    const { bookingId: id } = await payForStay(api, draft, '130.00');
    const pay = () => staff.request('POST', `/api/room-bookings/${id}/payments`, { method: 'cash_usd', amount: '65.00' });

    // Fully paid online: nothing to take at the desk.
    expect((await pay()).status).toBe(409);
    const moved = await move(staff, id, { roomType: 'lakefront_lower', checkinDate, checkoutDate: addDays(checkinDate, 3) });
    expect(moved.body).toMatchObject({ totalPrice: '195.00' });

    expect((await pay()).status).toBe(201);
    const payments = await t.dataSource.getRepository(BookingPayment).find({ where: { bookingKind: 'room', bookingId: id }, order: { id: 'ASC' } });
    // Balance invariant: the total is what was captured online plus what the desk took.
    expect(payments.map((row) => [row.provider, row.amount])).toEqual([
      ['paypal', '130.00'],
      ['desk', '65.00'],
    ]);
    expect((await pay()).status).toBe(409);
  });

  it('lets a guest in the house stay longer, but moves no stay into the past', async () => {
    const writer = t.app.get(RoomBookingWriter);
    const admin = await t.dataSource.getRepository(AdminUser).findOneByOrFail({ username: 'desk-mover' });
    const yesterday = daysFromToday(-1);
    const inHouse = await writer.create(
      { ...bookingDraft({ checkinDate: yesterday, checkoutDate: daysFromToday(1) }), language: 'en' },
      { totalPrice: '130.00', currency: 'USD' },
      { status: 'confirmed', bookedBy: admin },
    );
    const longer = await move(staff, inHouse.id, {
      roomType: 'lakefront_lower',
      checkinDate: yesterday,
      checkoutDate: daysFromToday(3),
    });
    expect(longer.status).toBe(200);
    expect(longer.body).toMatchObject({ checkoutDate: daysFromToday(3), totalPrice: '260.00' });

    const future = await deskStay(240);
    const intoThePast = await move(staff, future.id, {
      roomType: 'lakefront_lower',
      checkinDate: daysFromToday(-2),
      checkoutDate: daysFromToday(1),
    });
    expect(intoThePast).toEqual({
      status: 400,
      body: refusal('common.validationFailed', { errors: [{ field: 'checkinDate', message: MESSAGES.checkinInPast }] }),
    });
  });

  it('answers 409 when a new night is taken, 404 for no booking, and 401 without a session', async () => {
    const first = await deskStay(260);
    const second = await deskStay(264);
    const taken = await move(staff, first.id, {
      roomType: 'lakefront_lower',
      checkinDate: daysFromToday(262),
      checkoutDate: daysFromToday(265),
    });
    expect(taken).toEqual({ status: 409, body: refusal('rooms.datesUnavailable') });
    expect(await nightsOf(second.id)).toHaveLength(3);
    expect((await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id: first.id })).checkinDate).toBe(
      daysFromToday(260),
    );
    const body = { roomType: 'lakefront_lower', checkinDate: daysFromToday(270), checkoutDate: daysFromToday(272) };
    expect((await move(staff, 999_999, body)).status).toBe(404);
    expect((await move(anonymous(t), first.id, body)).status).toBe(401);
  });
});
