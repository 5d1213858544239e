/**
 * Room bookings taken by staff at the desk: POST /api/room-bookings/staff (no payment step,
 * pay at the retreat) and POST /api/room-bookings/:id/cancel — the booking row, its nights,
 * the audit row and the confirmation mail; validation, roles, and one sale per night under
 * parallel requests. Runs on SQLite and, with DATABASE_URL, on MariaDB.
 */
import { addDays, MESSAGES, tooManyGuests, type DeskBookingReply, type RoomBookingReply } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../src/admin/audit/audit-entry.entity.js';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { RoomNight } from '../src/rooms/room-night.entity.js';
import {
  bookingDraft,
  daysFromToday,
  paymentOrder,
  postJson,
  UNLIMITED_WRITES,
} from './support/room-booking-requests.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { anonymous, signInAs, type StaffClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { refusal, type OrRefusal } from './support/expected-errors.js';
import { BookingPayment } from '../src/payments/booking-payment.entity.js';

let t: TestApp;
let inbox: SmtpInbox;
let admin: StaffClient;
let manager: StaffClient;
let staff: StaffClient;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({ seed: true, env: { SMTP_URL: inbox.url, ...UNLIMITED_WRITES } });
  [admin, manager, staff] = await Promise.all([
    signInAs(t, 'admin'),
    signInAs(t, 'manager'),
    signInAs(t, 'staff', 'desk-staff'),
  ]);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

async function book(client: StaffClient, body: unknown) {
  const response = await client.request('POST', '/api/room-bookings/staff', body);
  return { status: response.status, body: (await response.json()) as OrRefusal<DeskBookingReply> };
}

async function cancel(client: StaffClient, id: number, body: unknown = {}) {
  const response = await client.request('POST', `/api/room-bookings/${id}/cancel`, body);
  return { status: response.status, body: (await response.json()) as OrRefusal<RoomBookingReply> };
}

/** A valid desk booking: 3 nights in the Garden View Cottage ($100), `days` from today. */
function deskBooking(days: number, changes: Record<string, unknown> = {}) {
  const checkinDate = daysFromToday(days);
  return {
    checkinDate,
    checkoutDate: addDays(checkinDate, 3),
    roomType: 'garden_cottage',
    guests: 3,
    guestName: 'Walk-in Guest',
    email: 'walkin@example.com',
    phone: '+502 5555 0101',
    notes: 'Arrives by boat around 18:00',
    ...changes,
  };
}

const nightsOf = async (bookingId: number) =>
  (await t.dataSource.getRepository(RoomNight).find({ where: { bookingId }, order: { night: 'ASC' } })).map(
    (row) => `${row.roomId} ${row.night}`,
  );

const auditOf = (recordId: number) =>
  t.dataSource.getRepository(AuditEntry).find({
    where: { resource: 'room-bookings', recordId: String(recordId) },
    order: { id: 'ASC' },
  });

describe('POST /api/room-bookings/staff', () => {
  it('confirms at once, at the server price, to be paid at the retreat, with its nights, audit row and mail', async () => {
    const body = deskBooking(20, { email: 'desk-happy@example.com', totalPrice: '1.00', paymentProvider: 'paypal' });
    const reply = await book(staff, body);

    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      emailSent: true,
      booking: expect.objectContaining({
        status: 'confirmed',
        roomType: 'garden_cottage',
        checkinDate: body.checkinDate,
        checkoutDate: body.checkoutDate,
        nights: 3,
        guests: 3,
        guestName: 'Walk-in Guest',
        // 3 × $100, whatever the browser sent.
        totalPrice: '300.00',
        currency: 'USD',
        paymentProvider: 'pay_at_retreat',
        paypalOrderId: null,
        holdExpiresAt: null,
        confirmedAt: expect.any(String),
        notes: 'Arrives by boat around 18:00',
      }),
    });
    const { id } = reply.body.booking;
    expect(await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id })).toMatchObject({
      status: 'confirmed',
      totalPrice: '300.00',
      paymentProvider: 'pay_at_retreat',
      notes: 'Arrives by boat around 18:00',
    });
    expect(await nightsOf(id)).toEqual(
      [0, 1, 2].map((offset) => `garden_cottage ${addDays(body.checkinDate, offset)}`),
    );

    const [audit, ...more] = await auditOf(id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ staffUsername: 'desk-staff', action: 'create' });
    expect(audit?.changes.after).toMatchObject({ id, status: 'confirmed', totalPrice: '300.00' });

    const mail = await inbox.waitFor('desk-happy@example.com');
    const text = mail.parts.find((part) => part.contentType === 'text/plain')?.body ?? '';
    expect(text).toContain('you pay at the retreat when you arrive');
    expect(text).toContain('Total due at the retreat: USD 300.00');
    expect(text).not.toContain('Total paid');
    expect(text).not.toContain('Arrives by boat'); // staff notes stay in-house

    // The staff list, the calendar's source, has it.
    const list = (await (await staff.request('GET', '/api/room-bookings')).json()) as RoomBookingReply[];
    expect(list.find((row) => row.id === id)).toMatchObject({
      status: 'confirmed',
      notes: 'Arrives by boat around 18:00',
    });
  });

  it('sends no mail when the desk says not to', async () => {
    const reply = await book(manager, deskBooking(30, { email: 'no-mail@example.com', sendConfirmation: false }));
    expect(reply.status).toBe(201);
    expect(reply.body.emailSent).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.mails.some((mail) => mail.to.includes('no-mail@example.com'))).toBe(false);
  });

  it('answers 409 datesUnavailable for a night sold online or at the desk, and writes nothing', async () => {
    // A guest holds two nights online.
    const guest = bookingDraft({ checkinDate: daysFromToday(40), roomType: 'lakefront_lower' });
    expect((await postJson(`${t.url}/paypal/order`, paymentOrder(guest, '130.00'))).status).toBe(201);
    const before = await t.dataSource.getRepository(RoomBooking).count();

    const overlapping = deskBooking(39, { roomType: 'lakefront_lower', guests: 2, email: 'taken@example.com' });
    const reply = await book(admin, overlapping);
    expect(reply).toEqual({ status: 409, body: refusal('rooms.datesUnavailable') });
    expect(await t.dataSource.getRepository(RoomBooking).count()).toBe(before);

    // And the guest site cannot take a night the desk sold.
    const desk = await book(admin, deskBooking(50, { roomType: 'upper_lakefront', guests: 1 }));
    expect(desk.status).toBe(201);
    const online = bookingDraft({ checkinDate: daysFromToday(51), roomType: 'upper_lakefront' });
    expect((await postJson(`${t.url}/paypal/order`, paymentOrder(online, '160.00'))).status).toBe(409);
  });

  it('sells a night once under 20 parallel desk bookings of overlapping stays', async () => {
    const shared = daysFromToday(70);
    const attempts = Array.from({ length: 20 }, (_, i) =>
      deskBooking(0, {
        checkinDate: addDays(shared, -(i % 3)),
        checkoutDate: addDays(shared, 2 + (i % 2)),
        roomType: 'lakeside_cottage',
        guests: 2,
        email: `parallel${i}@example.com`,
        sendConfirmation: false,
      }),
    );
    const clients = [admin, manager, staff];
    const replies = await Promise.all(attempts.map((body, i) => book(clients[i % clients.length] ?? admin, body)));

    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    const refused = replies.filter((reply) => reply.status === 409);
    expect(refused).toHaveLength(19);
    for (const reply of refused) expect(reply.body).toEqual(refusal('rooms.datesUnavailable'));

    const winner = replies.find((reply) => reply.status === 201)?.body.booking;
    const rows = await t.dataSource.getRepository(RoomBooking).find({ where: { roomType: 'lakeside_cottage' } });
    expect(rows.map((row) => row.id)).toEqual([winner?.id]);
    const duplicates: unknown[] = await t.dataSource.query(
      'SELECT roomId, night FROM room_nights GROUP BY roomId, night HAVING COUNT(*) > 1',
    );
    expect(duplicates).toEqual([]);
    // One audit row: the losers' transactions rolled back with theirs.
    expect(await t.dataSource.getRepository(AuditEntry).countBy({ resource: 'room-bookings', action: 'create' })).toBe(
      await t.dataSource.getRepository(RoomBooking).countBy({ paymentProvider: 'pay_at_retreat' }),
    );
  });

  it('applies the guest form rules and messages, field by field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ checkinDate: daysFromToday(-1), checkoutDate: daysFromToday(2) }, 'checkinDate', MESSAGES.checkinInPast],
      [{ checkinDate: daysFromToday(5), checkoutDate: daysFromToday(6) }, 'checkoutDate', MESSAGES.minimumStay],
      [{ checkinDate: daysFromToday(5), checkoutDate: daysFromToday(20) }, 'checkoutDate', MESSAGES.maximumStay],
      [
        { checkinDate: daysFromToday(5), checkoutDate: daysFromToday(4) },
        'checkoutDate',
        MESSAGES.checkoutBeforeCheckin,
      ],
      [{ checkinDate: '' }, 'checkinDate', MESSAGES.checkinRequired],
      [{ roomType: 'all' }, 'roomType', MESSAGES.roomTypeRequired],
      [{ guests: 5 }, 'guests', MESSAGES.guestsRange],
      [{ guestName: '' }, 'guestName', MESSAGES.guestNameRequired],
      [{ email: 'nope' }, 'email', MESSAGES.invalidEmail],
      // One way to reach the guest is enough (room-desk-walk-ins.e2e-spec.ts); a given one is checked.
      [{ phone: '12' }, 'phone', MESSAGES.invalidPhone],
      [{ email: '', phone: '' }, 'email', MESSAGES.emailOrPhoneRequired],
    ];
    for (const [changes, field, message] of cases) {
      const reply = await book(staff, deskBooking(90, changes));
      expect(reply.status, field).toBe(400);
      expect(reply.body.code).toBe('common.validationFailed');
      expect(reply.body.errors, JSON.stringify(changes)).toContainEqual({ field, message });
    }
  });

  it('accepts a check-in today at the retreat', async () => {
    const reply = await book(
      staff,
      deskBooking(0, { roomType: 'lakefront_lower', guests: 1, sendConfirmation: false }),
    );
    expect(reply.status).toBe(201);
  });

  it('refuses a party larger than the room, on the guests field', async () => {
    const reply = await book(staff, deskBooking(95, { roomType: 'upper_lakefront', guests: 3 }));
    expect(reply).toEqual({
      status: 400,
      body: {
        ...refusal('common.validationFailed'),
        errors: [{ field: 'guests', message: tooManyGuests('Upper Lake Front', 2) }],
      },
    });
  });

  it('refuses signed-out callers (401) and writes from another origin (403)', async () => {
    const response = await anonymous(t).request('POST', '/api/room-bookings/staff', deskBooking(100));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(refusal('common.signInRequired'));

    const crossSite = await fetch(`${t.url}/api/room-bookings/staff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: staff.cookie, origin: 'https://evil.example' },
      body: JSON.stringify(deskBooking(100)),
    });
    expect(crossSite.status).toBe(403);
    expect(await t.dataSource.getRepository(RoomBooking).countBy({ checkinDate: daysFromToday(100) })).toBe(0);
  });
});

describe('the generic admin CRUD', () => {
  it('cannot create, change or delete a room booking (405): only the booking flows claim nights', async () => {
    const { body } = await book(admin, deskBooking(110, { sendConfirmation: false }));
    const id = body.booking.id;
    const row = { ...deskBooking(120), totalPrice: '300.00', status: 'confirmed', currency: 'USD' };
    const attempts = [
      await admin.request('POST', '/api/admin/room-bookings', row),
      await admin.request('PUT', `/api/admin/room-bookings/${id}`, { ...row, status: 'cancelled' }),
      await admin.request('DELETE', `/api/admin/room-bookings/${id}`),
    ];
    expect(attempts.map((response) => response.status)).toEqual([405, 405, 405]);
    expect(await t.dataSource.getRepository(RoomBooking).countBy({ checkinDate: daysFromToday(120) })).toBe(0);
    expect(await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id })).toMatchObject({
      status: 'confirmed',
    });
    expect(await nightsOf(id)).toHaveLength(3);
  });

  it("describes the desk's notes and the pay-at-retreat value to the console's grid", async () => {
    const schemas = (await (await staff.request('GET', '/api/admin-schema')).json()) as Array<{
      name: string;
      canWrite: boolean;
      fields: Array<{ name: string; type: string; choices?: string[] }>;
    }>;
    const bookings = schemas.find((schema) => schema.name === 'room-bookings');
    expect(bookings?.canWrite).toBe(false);
    expect(bookings?.fields.find((field) => field.name === 'notes')).toMatchObject({ type: 'longtext' });
    expect(bookings?.fields.find((field) => field.name === 'paymentProvider')?.choices).toContain('pay_at_retreat');
  });
});

describe('POST /api/room-bookings/:id/cancel', () => {
  it('cancels a desk booking, frees its nights for a new booking, and records who and why', async () => {
    const created = await book(staff, deskBooking(130, { sendConfirmation: false }));
    const id = created.body.booking.id;

    const reply = await cancel(staff, id, { reason: 'Guest called: flight moved' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id, status: 'cancelled' });
    expect(await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id })).toMatchObject({
      status: 'cancelled',
    });
    expect(await nightsOf(id)).toEqual([]);
    expect((await auditOf(id)).map((entry) => [entry.action, entry.staffUsername, entry.changes])).toEqual([
      ['create', 'desk-staff', expect.anything()],
      [
        'update',
        'desk-staff',
        {
          before: { status: 'confirmed' },
          // Paid at the retreat: nothing to refund, whatever the policy says.
          after: { status: 'cancelled', reason: 'Guest called: flight moved', refund: 'policy', refunded: '0.00' },
        },
      ],
    ]);

    // The same nights can be sold again.
    const again = await book(staff, deskBooking(130, { sendConfirmation: false }));
    expect(again.status).toBe(201);

    // A second cancel changes nothing.
    expect(await cancel(staff, id)).toEqual({ status: 409, body: refusal('rooms.alreadyCancelled') });
    expect(await auditOf(id)).toHaveLength(2);
  });

  it('cancels a guest hold that is still being paid, so its capture will not charge', async () => {
    const draft = bookingDraft({ checkinDate: daysFromToday(140), roomType: 'lakefront_lower' });
    const held = await postJson<{ bookingId: number }>(`${t.url}/paypal/order`, paymentOrder(draft, '130.00'));
    const reply = await cancel(staff, held.body.bookingId);
    expect(reply.status).toBe(200);
    expect(await nightsOf(held.body.bookingId)).toEqual([]);
  });

  it('lets any desk role cancel as the policy says, refunding through the provider that took it', async () => {
    const draft = bookingDraft({ checkinDate: daysFromToday(150), roomType: 'lakefront_lower' });
    const order = await postJson<{ id: string; bookingId: number }>(
      `${t.url}/paypal/order`,
      paymentOrder(draft, '130.00'),
    );
    expect((await postJson(`${t.url}/paypal/order/${order.body.id}/capture`)).status).toBe(200);
    const id = order.body.bookingId;

    // Another refund than the policy's overrides it: a manager, with a reason.
    expect(await cancel(staff, id, { refund: 'none' })).toEqual({
      status: 403,
      body: refusal('desk.overrideNeedsManager'),
    });
    expect(await cancel(manager, id, { refund: 'none' })).toMatchObject({
      status: 400,
      body: { code: 'desk.reasonRequired', errors: [{ field: 'reason' }] },
    });
    expect(await nightsOf(id)).toHaveLength(2);
    expect((await cancel(staff, id)).status).toBe(200);
    expect(await nightsOf(id)).toEqual([]);
    // Inside the free window the policy refunds it all, through the provider that took it.
    const refunds = await t.dataSource
      .getRepository(BookingPayment)
      .findBy({ bookingKind: 'room', bookingId: id, kind: 'refund' });
    expect(refunds).toEqual([
      expect.objectContaining({ amount: '130.00', status: 'completed', provider: 'simulated' }),
    ]);
  });

  it('leaves a cancellation after the free window to a manager with a reason', async () => {
    const late = (await book(staff, deskBooking(1))).body as DeskBookingReply;
    expect(await cancel(staff, late.booking.id)).toEqual({ status: 403, body: refusal('desk.overrideNeedsManager') });
    expect((await cancel(manager, late.booking.id)).status).toBe(400);
    expect((await cancel(manager, late.booking.id, { reason: 'Storm closed the road' })).status).toBe(200);
  });

  it('refunds nothing when the manager says so, and tells the guest either way', async () => {
    const draft = bookingDraft({
      checkinDate: daysFromToday(160),
      roomType: 'lakefront_lower',
      email: 'kept@example.com',
    });
    const order = await postJson<{ id: string; bookingId: number }>(
      `${t.url}/paypal/order`,
      paymentOrder(draft, '130.00'),
    );
    expect((await postJson(`${t.url}/paypal/order/${order.body.id}/capture`)).status).toBe(200);
    await inbox.waitFor('kept@example.com');
    expect((await cancel(manager, order.body.bookingId, { reason: 'No-show agreed', refund: 'none' })).status).toBe(
      200,
    );
    const payments = await t.dataSource
      .getRepository(BookingPayment)
      .findBy({ bookingKind: 'room', bookingId: order.body.bookingId });
    expect(payments.map((payment) => payment.kind)).toEqual(['capture']);
    await expect.poll(() => inbox.mails.filter((mail) => mail.to.includes('kept@example.com')).length).toBe(2);
    const audit = await t.dataSource
      .getRepository(AuditEntry)
      .findBy({ resource: 'room-bookings', recordId: String(order.body.bookingId) });
    expect(audit.at(-1)?.changes).toMatchObject({ after: { status: 'cancelled', refund: 'none', refunded: '0.00' } });
  });

  it('answers 401 signed out and 404 for an unknown booking', async () => {
    const response = await anonymous(t).request('POST', '/api/room-bookings/1/cancel', {});
    expect(response.status).toBe(401);
    expect((await cancel(admin, 999_999)).status).toBe(404);
  });
});
