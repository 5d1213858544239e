/**
 * Staff "change date" for sauna sessions and event tickets (docs/requirements/policies.md#changing-dates):
 * GET …/move quotes, POST …/move moves — a sauna session to another free slot under the
 * sauna's lock and unique slot, event tickets to another occurrence of the same event by the
 * seats' conditional UPDATE; a move racing a new booking for the same place never lets both
 * win. Re-priced, the difference refunded through the provider, the calendar SEQUENCE raised,
 * the change mailed with an .ics REQUEST of the same UID (read with ical.js), audited with who
 * and why. SQLite and, with DATABASE_URL, MariaDB.
 */
import {
  addDays,
  deskSessionReply,
  eventListReply,
  sessionMoveQuoteReply,
  type DeskSessionReply,
  type EventOccurrenceReply,
  type SessionMoveQuoteReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../src/admin/audit/audit-entry.entity.js';
import { runWriteTransaction } from '../src/database/write-transaction.js';
import { EventBooking } from '../src/events/event-booking.entity.js';
import { EventSession } from '../src/events/event-session.entity.js';
import { BookingPayment } from '../src/payments/booking-payment.entity.js';
import { recordCapture } from '../src/payments/booking-payments.js';
import { SaunaBooking } from '../src/sauna/sauna-booking.entity.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { eventBooking, saunaBooking, saunaDayFromToday } from './support/builders.js';
import { refusal, type OrRefusal } from './support/expected-errors.js';
import { calendarEntryOf, textOf } from './support/mail-reading.js';
import { UNLIMITED_WRITES } from './support/room-booking-requests.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { anonymous, signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let api: ApiClient;
let inbox: SmtpInbox;
let staff: StaffApiClient;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({ seed: true, env: { SMTP_URL: inbox.url, ...UNLIMITED_WRITES } });
  api = apiClient(t);
  staff = await signInAs(t, 'staff', 'desk-moves');
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

let nextDay = 40;
let nextGuest = 0;

/** A 90-minute session at `timeSlot`, paid at the retreat, on a day of its own. */
async function saunaSession(timeSlot: '09:00' | '11:00' | '13:00' | '15:00' | '17:00' | '19:00' = '09:00') {
  nextDay += 2;
  nextGuest += 1;
  const email = `sauna-move${nextGuest}@example.com`;
  const sessionDate = saunaDayFromToday(nextDay);
  const booked = await api.send<{ id: number }>(
    'POST',
    '/api/sauna-bookings',
    saunaBooking({ sessionDate, timeSlot, email }),
  );
  expect(booked.status).toBe(201);
  return { id: booked.body.id, email, sessionDate };
}

const quoteSauna = (id: number, sessionDate: string, timeSlot: string) =>
  staff.send<OrRefusal<SessionMoveQuoteReply>>(
    'GET',
    `/api/sauna-bookings/${id}/move?sessionDate=${sessionDate}&timeSlot=${timeSlot}`,
  );
const moveSauna = (id: number, body: Record<string, unknown>, client: StaffApiClient = staff) =>
  client.send<OrRefusal<DeskSessionReply>>('POST', `/api/sauna-bookings/${id}/move`, body);
const mailsTo = (address: string) => inbox.mails.filter((mail) => mail.to.includes(address));
const auditOf = (resource: string, id: number) =>
  t.dataSource.getRepository(AuditEntry).find({ where: { resource, recordId: String(id) }, order: { id: 'ASC' } });

describe('moving a sauna session', () => {
  it('quotes another slot as a new session would be priced, free or not, holding nothing', async () => {
    const { id, sessionDate } = await saunaSession('09:00');
    const row = await t.dataSource.getRepository(SaunaBooking).findOneByOrFail({ id });
    const quote = await staff.read(
      `/api/sauna-bookings/${id}/move?sessionDate=${sessionDate}&timeSlot=13:00`,
      sessionMoveQuoteReply,
    );
    expect(quote).toMatchObject({
      reference: row.reference,
      current: { date: sessionDate, time: '09:00', total: row.totalPrice },
      proposed: { date: sessionDate, time: '13:00', total: row.totalPrice },
      available: true,
      refund: '0.00',
      toPay: '0.00',
    });
    // Its own time counts as free: 90 minutes from 09:00 end before 11:00, and 10:00 is no slot, so 11:00.
    expect((await quoteSauna(id, sessionDate, '11:00')).body).toMatchObject({ available: true });
    expect(
      (await api.send('POST', '/api/sauna-bookings', saunaBooking({ sessionDate, timeSlot: '15:00' }))).status,
    ).toBe(201);
    expect((await quoteSauna(id, sessionDate, '15:00')).body).toMatchObject({ available: false });
    expect(await t.dataSource.getRepository(SaunaBooking).findOneByOrFail({ id })).toMatchObject({ timeSlot: '09:00' });
  });

  it('moves it, refunds what was paid beyond the new price, mails a replacing .ics and audits who and why', async () => {
    const { id, email, sessionDate } = await saunaSession('09:00');
    const repo = t.dataSource.getRepository(SaunaBooking);
    const before = await repo.findOneByOrFail({ id });
    // Paid online 10.00 more than the session costs now (as when the rate has come down since).
    const paid = (Number(before.totalPrice) + 10).toFixed(2);
    await runWriteTransaction(t.dataSource, async (manager) => {
      await manager.update(
        SaunaBooking,
        { id },
        { paymentStatus: 'paid', paymentProvider: 'simulated', totalPrice: paid },
      );
      await recordCapture(
        manager,
        { kind: 'sauna', id },
        { provider: 'simulated', captureId: `SIM-${id}`, amount: paid, currency: 'USD' },
      );
    });
    const newDay = addDays(sessionDate, 1);

    const quote = await quoteSauna(id, newDay, '11:00');
    expect(quote.body).toMatchObject({ available: true, refund: '10.00', toPay: '0.00' });
    const moved = await moveSauna(id, { sessionDate: newDay, timeSlot: '11:00', reason: 'Guest asked by phone' });
    expect(moved.status).toBe(200);
    expect(deskSessionReply.parse(moved.body)).toMatchObject({
      date: newDay,
      time: '11:00',
      total: before.totalPrice,
      refundable: before.totalPrice,
    });
    expect(await repo.findOneByOrFail({ id })).toMatchObject({
      sessionDate: newDay,
      timeSlot: '11:00',
      activeSlot: 1,
      calendarSequence: 1,
      freeCancellationUntil: new Date(`${newDay}T05:00:00.000Z`), // 11:00 at the retreat (UTC−6) less 12 h
    });
    const refunds = await t.dataSource
      .getRepository(BookingPayment)
      .findBy({ bookingKind: 'sauna', bookingId: id, kind: 'refund' });
    expect(refunds).toEqual([
      expect.objectContaining({ amount: '10.00', status: 'completed', requestId: `refund-sauna-${id}-move-1` }),
    ]);
    expect((await auditOf('sauna-bookings', id)).map((entry) => [entry.staffUsername, entry.changes])).toEqual([
      [
        'desk-moves',
        {
          before: { date: sessionDate, time: '09:00', total: paid },
          after: {
            date: newDay,
            time: '11:00',
            total: before.totalPrice,
            refunded: '10.00',
            reason: 'Guest asked by phone',
          },
        },
      ],
    ]);

    await expect.poll(() => mailsTo(email).length).toBe(2);
    const change = mailsTo(email)[1]!;
    expect(textOf(change)).toContain(`from ${sessionDate} at 09:00 to ${newDay} at 11:00`);
    expect(textOf(change)).toContain('We are refunding USD 10.00');
    const confirmation = calendarEntryOf(mailsTo(email)[0]!);
    const update = calendarEntryOf(change);
    expect(update).toMatchObject({ method: 'REQUEST', uid: confirmation.uid, sequence: 1 });
    expect(confirmation.sequence).toBe(0);
    await expect
      .poll(() => mailsTo('hello@lakeside.example').some((mail) => textOf(mail).includes(`moved ${before.reference}`)))
      .toBe(true);

    // The old slot is free again.
    const again = await api.send('POST', '/api/sauna-bookings', saunaBooking({ sessionDate, timeSlot: '09:00' }));
    expect(again.status).toBe(201);
  });

  it('never lets a move and a new booking of the same slot both win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { id, sessionDate } = await saunaSession('09:00');
      const [move, booking] = await Promise.all([
        moveSauna(id, { sessionDate, timeSlot: '15:00' }),
        api.send(
          'POST',
          '/api/sauna-bookings',
          saunaBooking({ sessionDate, timeSlot: '15:00', email: `racer${round}@example.com` }),
        ),
      ]);
      const winners = [move.status === 200, booking.status === 201].filter(Boolean);
      expect(winners, `round ${round}: move ${move.status}, booking ${booking.status}`).toHaveLength(1);
      const at15 = await t.dataSource.getRepository(SaunaBooking).countBy({ sessionDate, timeSlot: '15:00' });
      expect(at15).toBe(1);
      if (move.status !== 200) expect(move.body).toEqual(refusal('sauna.slotTaken'));
    }
  });

  it('refuses the same slot, a slot the communal session has, a cancelled booking, and anyone signed out', async () => {
    const { id, sessionDate } = await saunaSession('09:00');
    expect(await moveSauna(id, { sessionDate, timeSlot: '09:00' })).toEqual({
      status: 400,
      body: refusal('bookings.sameDates'),
    });
    // The seeded Wednesday Sauna Session has the sauna from 17:00 to 21:00.
    let wednesday = sessionDate;
    while (new Date(`${wednesday}T12:00:00Z`).getUTCDay() !== 3) wednesday = addDays(wednesday, 1);
    expect(await moveSauna(id, { sessionDate: wednesday, timeSlot: '17:00' })).toEqual({
      status: 409,
      body: refusal('sauna.slotTakenByCommunalSession'),
    });
    expect((await moveSauna(id, { sessionDate, timeSlot: '13:00' }, anonymous(t))).status).toBe(401);
    expect((await staff.send('POST', `/api/sauna-bookings/${id}/cancel`, {})).status).toBe(200);
    expect(await moveSauna(id, { sessionDate, timeSlot: '13:00' })).toEqual({
      status: 409,
      body: refusal('desk.notMovable'),
    });
  });
});

/** Two future occurrences of one weekly event with seats, as the events list offers them. */
async function weeklyOccurrences(): Promise<[EventOccurrenceReply, EventOccurrenceReply]> {
  const events = await api.read('/api/events?days=28', eventListReply);
  const weekly = events.filter(
    (event) => event.templateId !== null && event.sessions.every((s) => s.bookable && s.spotsLeft >= 4),
  );
  for (const first of weekly) {
    const second = weekly.find((other) => other.templateId === first.templateId && other.eventDate > first.eventDate);
    if (second && first.title !== 'Sauna Session') return [first, second];
  }
  throw new Error('no weekly event with two bookable occurrences in the seeded month');
}

const choice = (occurrence: EventOccurrenceReply) => {
  const session = occurrence.sessions[0]!;
  return { eventId: occurrence.id, selectedTimeSlot: session.time, selectedDateTime: session.startsAt };
};

async function tickets(occurrence: EventOccurrenceReply, email: string) {
  const booked = await api.send<{ id: number; sessionId: number }>(
    'POST',
    '/api/event-bookings',
    eventBooking({
      ...choice(occurrence),
      totalAmount: (Number(occurrence.ticketPrice) * 2).toFixed(2),
      numberOfTickets: 2,
      email,
    }),
  );
  expect(booked.status).toBe(201);
  return booked.body;
}

const seatsOf = async (sessionId: number) =>
  (await t.dataSource.getRepository(EventSession).findOneByOrFail({ id: sessionId })).seatsTaken;

describe('moving event tickets', () => {
  it('to another occurrence of the same event: the seats move with them, the guest is mailed the new date', async () => {
    const [first, second] = await weeklyOccurrences();
    const booked = await tickets(first, 'tickets-move@example.com');
    const taken = await seatsOf(booked.sessionId);

    const quote = await staff.send<SessionMoveQuoteReply>(
      'GET',
      `/api/event-bookings/${booked.id}/move?${new URLSearchParams(choice(second)).toString()}`,
    );
    expect(quote.body).toMatchObject({
      proposed: { date: second.eventDate },
      available: true,
      refund: '0.00',
      toPay: '0.00',
    });
    const moved = await staff.send<DeskSessionReply>('POST', `/api/event-bookings/${booked.id}/move`, {
      ...choice(second),
      reason: 'Clash',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ date: second.eventDate, people: 2 });
    const row = await t.dataSource.getRepository(EventBooking).findOneByOrFail({ id: booked.id });
    expect(row.sessionId).not.toBe(booked.sessionId);
    expect(row.calendarSequence).toBe(1);
    expect(await seatsOf(booked.sessionId)).toBe(taken - 2);
    expect(await seatsOf(row.sessionId)).toBe(2);
    await expect.poll(() => mailsTo('tickets-move@example.com').length).toBe(2);
    expect(calendarEntryOf(mailsTo('tickets-move@example.com')[1]!)).toMatchObject({ method: 'REQUEST', sequence: 1 });
  });

  it('never lets a move and a new booking take the same last seats', async () => {
    const [first, second] = await weeklyOccurrences();
    for (let round = 0; round < 2; round += 1) {
      const booked = await tickets(first, `seat-racer${round}@example.com`);
      // The other occurrence has exactly two seats left.
      const target = second.sessions[0]!;
      const sessions = t.dataSource.getRepository(EventSession);
      const existing = await sessions.findOneBy({
        templateId: second.templateId!,
        sessionDate: target.date,
        startTime: target.time,
      });
      const row =
        existing ??
        (await sessions.save({
          templateId: second.templateId!,
          sessionDate: target.date,
          startTime: target.time,
          maxAttendees: target.maxAttendees,
          seatsTaken: 0,
        }));
      await sessions.update({ id: row.id }, { seatsTaken: row.maxAttendees - 2 });

      const [move, other] = await Promise.all([
        staff.send('POST', `/api/event-bookings/${booked.id}/move`, choice(second)),
        api.send(
          'POST',
          '/api/event-bookings',
          eventBooking({
            ...choice(second),
            totalAmount: (Number(second.ticketPrice) * 2).toFixed(2),
            numberOfTickets: 2,
            email: `other${round}@example.com`,
          }),
        ),
      ]);
      const winners = [move.status === 200, other.status === 201].filter(Boolean);
      expect(winners, `round ${round}: move ${move.status}, booking ${other.status}`).toHaveLength(1);
      expect(await seatsOf(row.id)).toBe(row.maxAttendees);
      if (move.status !== 200) {
        expect(move.body).toEqual(refusal('events.soldOut'));
        expect(await seatsOf(booked.sessionId)).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('refuses another event’s occurrence (404)', async () => {
    const [first] = await weeklyOccurrences();
    const events = await api.read('/api/events?days=28', eventListReply);
    const other = events.find(
      (event) => event.templateId !== first.templateId && event.sessions.some((s) => s.bookable && s.spotsLeft >= 2),
    );
    const booked = await tickets(first, 'wrong-event@example.com');
    const moved = await staff.send('POST', `/api/event-bookings/${booked.id}/move`, choice(other!));
    expect(moved).toEqual({ status: 404, body: refusal('events.sessionNotFound') });
  });
});
