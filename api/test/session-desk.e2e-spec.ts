/**
 * The desk's actions on private sauna sessions and event tickets: POST /api/{sauna,event}-bookings
 * /{id}/cancel, /payments, /attended, /no-show and GET …/desk. A cancellation inside the free
 * window with the policy's refund is any staff's; after it, or with another refund, it needs a
 * manager and a reason. The place is freed and the refund recorded in the cancellation's
 * transaction, once under concurrent cancels; the guest and the retreat are mailed. SQLite
 * and, with DATABASE_URL, MariaDB.
 */
import {
  deskSessionReply,
  eventListReply,
  type BookingPaymentStaffReply,
  type DeskSessionReply,
  type SessionBookingKind,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../src/admin/audit/audit-entry.entity.js';
import { runWriteTransaction } from '../src/database/write-transaction.js';
import { EventBooking } from '../src/events/event-booking.entity.js';
import { EventSession } from '../src/events/event-session.entity.js';
import { BookingPayment } from '../src/payments/booking-payment.entity.js';
import { recordCapture, refundableOf } from '../src/payments/booking-payments.js';
import { SaunaBooking } from '../src/sauna/sauna-booking.entity.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { daysFromToday, eventBooking, saunaBooking, saunaDayFromToday } from './support/builders.js';
import { refusal, type OrRefusal } from './support/expected-errors.js';
import { UNLIMITED_WRITES } from './support/room-booking-requests.js';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from './support/smtp-inbox.js';
import { anonymous, signInAs, type StaffApiClient } from './support/staff-session.js';
import { moveEventBooking, moveSaunaBooking } from './support/session-bookings.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let api: ApiClient;
let inbox: SmtpInbox;
let staff: StaffApiClient;
let manager: StaffApiClient;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({ seed: true, env: { SMTP_URL: inbox.url, ...UNLIMITED_WRITES } });
  api = apiClient(t);
  [staff, manager] = await Promise.all([
    signInAs(t, 'staff', 'desk-sessions'),
    signInAs(t, 'manager', 'sessions-lead'),
  ]);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const PATH = { sauna: 'sauna-bookings', event: 'event-bookings' } as const;
const TABLE = { sauna: SaunaBooking, event: EventBooking } as const;

let nextDay = 30;
let nextGuest = 0;

/** A 90-minute sauna session paid at the retreat ($ from the seeded rate), on a day of its own. */
async function saunaSession(): Promise<{ id: number; email: string }> {
  nextDay += 2;
  nextGuest += 1;
  const email = `sauna-desk${nextGuest}@example.com`;
  const booked = await api.send<{ id: number }>(
    'POST',
    '/api/sauna-bookings',
    saunaBooking({ sessionDate: saunaDayFromToday(nextDay), email }),
  );
  expect(booked.status).toBe(201);
  return { id: booked.body.id, email };
}

/** Two tickets of a seeded session with room for them, paid at the retreat; with its session's id. */
async function eventTickets(): Promise<{ id: number; email: string; sessionId: number }> {
  nextGuest += 1;
  const email = `event-desk${nextGuest}@example.com`;
  const events = await api.read('/api/events?days=28', eventListReply);
  // A priced one: the tests refund what was paid (a free class moves no money).
  const event = events.find(
    (candidate) => Number(candidate.ticketPrice) > 0 && candidate.sessions.some((s) => s.bookable && s.spotsLeft >= 2),
  );
  const session = event?.sessions.find((candidate) => candidate.bookable && candidate.spotsLeft >= 2);
  if (!event || !session) throw new Error('no bookable session with two seats in the seeded month');
  const booked = await api.send<{ id: number; sessionId: number }>(
    'POST',
    '/api/event-bookings',
    eventBooking({
      eventId: event.id,
      totalAmount: (Number(event.ticketPrice) * 2).toFixed(2),
      numberOfTickets: 2,
      selectedTimeSlot: session.time,
      selectedDateTime: session.startsAt,
      email,
    }),
  );
  expect(booked.status).toBe(201);
  return { id: booked.body.id, email, sessionId: booked.body.sessionId };
}

/** Makes the booking one paid online, as a capture leaves it: paymentStatus paid and its capture row. */
async function paidOnline(kind: SessionBookingKind, id: number): Promise<string> {
  const amount =
    kind === 'sauna'
      ? (await t.dataSource.getRepository(SaunaBooking).findOneByOrFail({ id })).totalPrice
      : (await t.dataSource.getRepository(EventBooking).findOneByOrFail({ id })).totalAmount;
  await runWriteTransaction(t.dataSource, async (manager) => {
    await manager.update(TABLE[kind], { id }, { paymentStatus: 'paid', paymentProvider: 'simulated' });
    await recordCapture(
      manager,
      { kind, id },
      {
        provider: 'simulated',
        captureId: `SIM-CAPTURE-${kind}-${id}`,
        amount,
        currency: 'USD',
      },
    );
  });
  return amount;
}

/** Moves the free-cancellation deadline into the past, as time passing would. */
const windowClosed = (kind: SessionBookingKind, id: number) =>
  t.dataSource.getRepository(TABLE[kind]).update({ id }, { freeCancellationUntil: new Date(Date.now() - 3_600_000) });

const cancel = (client: StaffApiClient, kind: SessionBookingKind, id: number, body: unknown = {}) =>
  client.send<OrRefusal<DeskSessionReply>>('POST', `/api/${PATH[kind]}/${id}/cancel`, body);
/** A desk action: the booking back (attended, no-show), or the payment row (payments). */
const tap = <Reply = DeskSessionReply>(
  client: StaffApiClient,
  kind: SessionBookingKind,
  id: number,
  action: string,
  body?: unknown,
) => client.send<OrRefusal<Reply>>('POST', `/api/${PATH[kind]}/${id}/${action}`, body);
const refundsOf = (kind: SessionBookingKind, bookingId: number) =>
  t.dataSource.getRepository(BookingPayment).findBy({ bookingKind: kind, bookingId, kind: 'refund' });
const auditOf = (kind: SessionBookingKind, id: number) =>
  t.dataSource
    .getRepository(AuditEntry)
    .find({ where: { resource: PATH[kind], recordId: String(id) }, order: { id: 'ASC' } });
const seatsTaken = async (sessionId: number) =>
  (await t.dataSource.getRepository(EventSession).findOneByOrFail({ id: sessionId })).seatsTaken;
const textOf = (mail: ReceivedMail) => mail.parts.find((part) => part.contentType.startsWith('text/plain'))?.body ?? '';
const mailsTo = (address: string) => inbox.mails.filter((mail) => mail.to.includes(address));

describe('staff cancel a sauna session', () => {
  it('inside the window: any staff, the slot free again, audited, the guest and the retreat mailed', async () => {
    const { id, email } = await saunaSession();
    const row = await t.dataSource.getRepository(SaunaBooking).findOneByOrFail({ id });

    const reply = await cancel(staff, 'sauna', id, { reason: 'Guest phoned' });
    expect(reply.status).toBe(200);
    expect(deskSessionReply.parse(reply.body)).toMatchObject({
      state: 'cancelled',
      refundable: '0.00',
      paidOnline: false,
    });
    expect(await t.dataSource.getRepository(SaunaBooking).findOneByOrFail({ id })).toMatchObject({
      activeSlot: null,
      calendarSequence: 1,
    });
    const again = await api.send(
      'POST',
      '/api/sauna-bookings',
      saunaBooking({ sessionDate: row.sessionDate, email: 'next@example.com' }),
    );
    expect(again.status).toBe(201);

    expect((await auditOf('sauna', id)).map((entry) => [entry.staffUsername, entry.changes])).toEqual([
      [
        'desk-sessions',
        {
          before: { state: 'confirmed' },
          after: { state: 'cancelled', reason: 'Guest phoned', refund: 'policy', refunded: '0.00' },
        },
      ],
    ]);
    await expect.poll(() => mailsTo(email).length).toBe(2);
    const mail = mailsTo(email)[1] as ReceivedMail;
    expect(textOf(mail)).toContain('We have cancelled your booking for Private sauna session');
    expect(textOf(mail)).toContain('Nothing was paid, so nothing is owed.');
    const ics = mail.parts.find((part) => part.contentType.startsWith('text/calendar'))?.body ?? '';
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain(`UID:${row.reference}`);
    const noticed = () =>
      mailsTo('hello@lakeside.example').some(
        (m) => textOf(m).includes(row.reference) && textOf(m).includes('at the desk'),
      );
    await expect.poll(noticed).toBe(true);

    expect(await cancel(staff, 'sauna', id)).toEqual({ status: 409, body: refusal('desk.notCancellable') });
  });

  it('paid online, inside the window: the policy refunds it all, through the provider, in Spanish for a Spanish guest', async () => {
    const { id, email } = await saunaSession();
    await t.dataSource.getRepository(SaunaBooking).update({ id }, { language: 'es' });
    const paid = await paidOnline('sauna', id);

    const reply = await cancel(staff, 'sauna', id);
    expect(reply.status).toBe(200);
    expect(await refundsOf('sauna', id)).toEqual([
      expect.objectContaining({
        amount: paid,
        status: 'completed',
        provider: 'simulated',
        requestId: `refund-sauna-${id}`,
      }),
    ]);
    expect(reply.body).toMatchObject({ refundable: '0.00', paidOnline: true });
    await expect.poll(() => mailsTo(email).length).toBe(2);
    expect(textOf(mailsTo(email)[1] as ReceivedMail)).toContain(`Le devolvemos USD ${paid}`);
  });

  it('outside the window: 403 for staff, 400 without a reason, then a manager refunds part of it', async () => {
    const { id } = await saunaSession();
    const paid = await paidOnline('sauna', id);
    await windowClosed('sauna', id);

    expect(await cancel(staff, 'sauna', id, { reason: 'Sick' })).toEqual({
      status: 403,
      body: refusal('desk.overrideNeedsManager'),
    });
    const noReason = await cancel(manager, 'sauna', id, { refund: 'none' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ code: 'desk.reasonRequired', errors: [{ field: 'reason' }] });
    expect(await cancel(manager, 'sauna', id, { reason: 'Goodwill', refund: 'part', refundAmount: '1000' })).toEqual({
      status: 422,
      body: refusal('payments.refundOverRefundable', { params: { refundable: paid } }),
    });
    expect(await t.dataSource.getRepository(SaunaBooking).findOneByOrFail({ id })).toMatchObject({
      cancelledAt: null,
      activeSlot: 1,
    });

    const reply = await cancel(manager, 'sauna', id, { reason: 'Goodwill', refund: 'part', refundAmount: '10' });
    expect(reply.status).toBe(200);
    expect((await refundsOf('sauna', id)).map((row) => [row.amount, row.status])).toEqual([['10.00', 'completed']]);
    const left = await refundableOf(t.dataSource.manager, { kind: 'sauna', id });
    expect(Number(left)).toBeCloseTo(Number(paid) - 10, 2);
    expect(reply.body.refundable).toBe(left);
  });

  it('inside the window, giving back less than the policy says is a manager’s call too', async () => {
    const { id } = await saunaSession();
    await paidOnline('sauna', id);
    expect((await cancel(staff, 'sauna', id, { refund: 'none', reason: 'x' })).status).toBe(403);
    expect((await cancel(staff, 'sauna', id, { refund: 'full' })).status).toBe(200);
  });
});

describe('staff cancel event tickets', () => {
  it('give the seats back and refund a paid booking; outside the window a manager with a reason', async () => {
    const { id, sessionId } = await eventTickets();
    await paidOnline('event', id);
    await windowClosed('event', id);
    const before = await seatsTaken(sessionId);

    expect((await cancel(staff, 'event', id, { reason: 'Flight' })).status).toBe(403);
    const reply = await cancel(manager, 'event', id, { reason: 'Flight cancelled', refund: 'full' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ kind: 'event', state: 'cancelled', people: 2, refundable: '0.00' });
    expect(await seatsTaken(sessionId)).toBe(before - 2);
    expect(await refundsOf('event', id)).toHaveLength(1);
  });

  it('twenty managers cancelling at once cancel once, free the seats once and refund once', async () => {
    const { id, sessionId } = await eventTickets();
    await paidOnline('event', id);
    const before = await seatsTaken(sessionId);

    // A manager with a reason: the seeded session may be inside the day before it, past the free window.
    const body = { reason: 'Storm', refund: 'full' };
    const replies = await Promise.all(Array.from({ length: 20 }, () => cancel(manager, 'event', id, body)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(19);
    expect(await seatsTaken(sessionId)).toBe(before - 2);
    expect(await refundsOf('event', id)).toEqual([expect.objectContaining({ status: 'completed' })]);
  });

  it('twenty at once on a sauna session refund once too', async () => {
    const { id } = await saunaSession();
    await paidOnline('sauna', id);
    const replies = await Promise.all(Array.from({ length: 20 }, () => cancel(staff, 'sauna', id)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(await refundsOf('sauna', id)).toHaveLength(1);
  });
});

describe('payment at the desk', () => {
  it.each(['sauna', 'event'] as const)('records how much, how and who for a %s booking, once', async (kind) => {
    const { id } = kind === 'sauna' ? await saunaSession() : await eventTickets();
    const reply = await tap<BookingPaymentStaffReply>(staff, kind, id, 'payments', {
      method: 'cash_gtq',
      amount: '1240',
    });

    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      bookingKind: kind,
      bookingId: id,
      kind: 'capture',
      provider: 'desk',
      providerReference: 'cash_gtq',
      amount: '1240.00',
      currency: 'GTQ',
      status: 'completed',
    });
    expect((await auditOf(kind, id)).at(-1)).toMatchObject({
      staffUsername: 'desk-sessions',
      changes: { after: { paidAtDesk: { method: 'cash_gtq', amount: '1240.00', currency: 'GTQ' } } },
    });
    const view = await staff.read(`/api/${PATH[kind]}/${id}/desk`, deskSessionReply);
    expect(view).toMatchObject({ owesAtDesk: false, refundable: '0.00' });
    expect(await tap(staff, kind, id, 'payments', { method: 'card', amount: '10' })).toEqual({
      status: 409,
      body: refusal('desk.nothingToPay'),
    });
  });

  it('has nothing to take for a booking paid online', async () => {
    const { id } = await saunaSession();
    await paidOnline('sauna', id);
    expect((await tap(staff, 'sauna', id, 'payments', { method: 'card', amount: '10' })).status).toBe(409);
  });
});

describe('attended and no-show', () => {
  it('a no-show only once the session started without the guest, by a manager; then it cannot be cancelled', async () => {
    const { id } = await saunaSession();
    expect(await tap(manager, 'sauna', id, 'no-show')).toEqual({
      status: 409,
      body: refusal('desk.noShowTooEarly'),
    });
    await moveSaunaBooking(t.dataSource, id, daysFromToday(-1));
    expect((await tap(staff, 'sauna', id, 'no-show')).status).toBe(403);

    const reply = await tap(manager, 'sauna', id, 'no-show');
    expect(reply.status).toBe(200);
    expect(reply.body.noShowAt).not.toBeNull();
    expect(await tap(manager, 'sauna', id, 'no-show')).toEqual({
      status: 409,
      body: refusal('desk.noShowTooEarly'),
    });
    expect(await cancel(manager, 'sauna', id, { reason: 'late' })).toEqual({
      status: 409,
      body: refusal('desk.notCancellable'),
    });
  });

  it('marks event guests attended from the session’s day, once', async () => {
    const { id } = await eventTickets();
    await moveEventBooking(t.dataSource, id, daysFromToday(1), '10:00');
    expect(await tap(staff, 'event', id, 'attended')).toEqual({
      status: 409,
      body: refusal('desk.notAttendable'),
    });

    await moveEventBooking(t.dataSource, id, daysFromToday(0), '23:59');
    const reply = await tap(staff, 'event', id, 'attended');
    expect(reply.status).toBe(200);
    expect(reply.body.attendedAt).not.toBeNull();
    expect(await tap(staff, 'event', id, 'attended')).toEqual({
      status: 409,
      body: refusal('desk.notAttendable'),
    });
    expect(await tap(manager, 'event', id, 'no-show')).toEqual({
      status: 409,
      body: refusal('desk.noShowTooEarly'),
    });
  });

  it('answers 404 for an unknown booking and 401 signed out', async () => {
    expect((await tap(manager, 'sauna', 999_999, 'no-show')).status).toBe(404);
    expect((await anonymous(t).request('POST', '/api/event-bookings/1/cancel', {})).status).toBe(401);
  });
});
