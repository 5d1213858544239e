/**
 * The free-cancellation window of sessions paid online, at its boundary minute, in Guatemala
 * time (docs/requirements/policies.md#free-cancellation): 24 hours before an event's start, 12
 * hours before a sauna session's. Cancelling from the mailed link at the deadline refunds all
 * that was paid; one minute later the retreat keeps it, and the seats or the slot come back
 * either way. (Rooms' 48 hours: manage-booking.e2e-spec.ts.) SQLite and, with DATABASE_URL,
 * MariaDB.
 */
import { addDays, FREE_CANCELLATION_HOURS, type SessionPaymentOrderReply } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retreatToday } from '../src/common/time/retreat-clock.js';
import { startInstant } from '../src/events/session-time.js';
import { EventBooking } from '../src/events/event-booking.entity.js';
import { EventGuestManageService } from '../src/events/event-guest-manage.service.js';
import { EventSession } from '../src/events/event-session.entity.js';
import { SaunaBooking } from '../src/sauna/sauna-booking.entity.js';
import { SaunaGuestManageService } from '../src/sauna/sauna-guest-manage.service.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { eventBooking, saunaBooking, saunaDayFromToday } from './support/builders.js';
import { manageLinkOf, textOf } from './support/mail-reading.js';
import { UNLIMITED_WRITES } from './support/room-booking-requests.js';
import { newPaidEvent } from './support/session-bookings.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let api: ApiClient;
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({ seed: true, env: { SMTP_URL: inbox.url, ...UNLIMITED_WRITES } });
  api = apiClient(t);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const HOUR_MS = 3_600_000;
let guests = 0;

/** Pays through the simulated provider and returns the booking's reference and its mailed link's token. */
/** The newest cancellation mail to the guest who holds `reference`, as text. */
const lastMailAbout = (reference: string) =>
  inbox.mails
    .filter((mail) => !mail.to.includes(t.config.CONTACT_INBOX))
    .map(textOf)
    .filter((text) => text.includes(reference) && text.includes('cancelled'))
    .at(-1) ?? '';

async function pay(path: '/api/event-bookings' | '/api/sauna-bookings', body: Record<string, unknown>) {
  const email = `window${(guests += 1)}@example.com`;
  const started = await api.send<SessionPaymentOrderReply>('POST', `${path}/checkout`, { ...body, email });
  expect(started.status).toBe(201);
  expect((await api.send('POST', `${path}/checkout/${started.body.id}/capture`)).status).toBe(200);
  const token = manageLinkOf(await inbox.waitFor(email)).searchParams.get('t') ?? '';
  // The retreat's inbox hears of the new booking, paid online.
  const notices = () => inbox.mails.filter((mail) => mail.to.includes(t.config.CONTACT_INBOX)).map(textOf);
  await expect.poll(() => notices().find((text) => text.includes(started.body.reference))).toContain('paid online');
  return { reference: started.body.reference, token };
}

const refunds = (view: { payments: Array<{ kind: string }> }) => view.payments.filter((row) => row.kind === 'refund');

describe('event tickets paid online', () => {
  let nextDay = 40;
  async function paidTickets() {
    const event = await newPaidEvent(t.dataSource, addDays(retreatToday(), (nextDay += 1)), 10);
    return pay('/api/event-bookings', eventBooking({ eventId: event.id, numberOfTickets: 2, totalAmount: '60.00' }));
  }

  it('are refunded in full up to the minute 24 hours before the start, and kept one minute later', async () => {
    const manage = t.app.get(EventGuestManageService);
    const early = await paidTickets();
    const row = await t.dataSource.getRepository(EventBooking).findOneByOrFail({ reference: early.reference });
    const session = await t.dataSource.getRepository(EventSession).findOneByOrFail({ id: row.sessionId });
    const start = startInstant({ date: session.sessionDate, time: session.startTime });
    const deadline = row.freeCancellationUntil as Date;
    expect(deadline.getTime()).toBe(start.getTime() - FREE_CANCELLATION_HOURS.events * HOUR_MS);

    const atDeadline = await manage.cancel(early.reference, early.token, deadline);
    expect(refunds(atDeadline)).toEqual([expect.objectContaining({ amount: '60.00', status: 'completed' })]);
    // The guest's cancellation mail says what comes back.
    await expect.poll(() => lastMailAbout(early.reference)).toContain('We are refunding USD 60.00');

    const late = await paidTickets();
    const lateRow = await t.dataSource.getRepository(EventBooking).findOneByOrFail({ reference: late.reference });
    const oneMinuteLate = new Date((lateRow.freeCancellationUntil as Date).getTime() + 60_000);
    const kept = await manage.cancel(late.reference, late.token, oneMinuteLate);
    expect(kept.status).toBe('cancelled');
    expect(refunds(kept)).toEqual([]);
    await expect.poll(() => lastMailAbout(late.reference)).toContain('the amount paid is not refunded');
    // The seats came back either way.
    const lateSession = await t.dataSource.getRepository(EventSession).findOneByOrFail({ id: lateRow.sessionId });
    expect(lateSession.seatsTaken).toBe(0);
  });
});

describe('sauna sessions paid online', () => {
  let nextDay = 60;
  const paidSession = () =>
    pay('/api/sauna-bookings', saunaBooking({ sessionDate: saunaDayFromToday((nextDay += 2)) }));

  it('are refunded in full up to the minute 12 hours before the slot, and kept one minute later', async () => {
    const manage = t.app.get(SaunaGuestManageService);
    const early = await paidSession();
    const row = await t.dataSource.getRepository(SaunaBooking).findOneByOrFail({ reference: early.reference });
    const start = startInstant({ date: row.sessionDate, time: row.timeSlot });
    const deadline = row.freeCancellationUntil as Date;
    expect(deadline.getTime()).toBe(start.getTime() - FREE_CANCELLATION_HOURS.wellness * HOUR_MS);

    const atDeadline = await manage.cancel(early.reference, early.token, deadline);
    expect(refunds(atDeadline)).toEqual([expect.objectContaining({ status: 'completed' })]);

    const late = await paidSession();
    const lateRow = await t.dataSource.getRepository(SaunaBooking).findOneByOrFail({ reference: late.reference });
    const oneMinuteLate = new Date((lateRow.freeCancellationUntil as Date).getTime() + 60_000);
    const kept = await manage.cancel(late.reference, late.token, oneMinuteLate);
    expect(kept.status).toBe('cancelled');
    expect(refunds(kept)).toEqual([]);
    // The slot is for sale again.
    const again = await api.send('POST', '/api/sauna-bookings', saunaBooking({ sessionDate: lateRow.sessionDate }));
    expect(again.status).toBe(201);
  });
});
