/**
 * Sauna sessions and event tickets managed by their guest from the mailed link (they are paid
 * at the retreat, so nothing is refunded): cancelling frees the slot or gives the seats back in
 * the same transaction, once, and mails a cancellation .ics; "find my booking" sends a new link.
 */
import { eventListReply, managedBookingReply, type ManagedBookingReply } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventSession } from '../src/events/event-session.entity.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { eventBooking, saunaBooking, saunaDayFromToday } from './support/builders.js';
import { refusal } from './support/expected-errors.js';
import { UNLIMITED_WRITES } from './support/room-booking-requests.js';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from './support/smtp-inbox.js';
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
  await t.close();
  await inbox.close();
});

const textOf = (mail: ReceivedMail) => mail.parts.find((part) => part.contentType.startsWith('text/plain'))?.body ?? '';
const mailsTo = (address: string) => inbox.mails.filter((mail) => mail.to.includes(address));

/** The reference and token of the newest manage link mailed to `email`. */
function linkIn(mail: ReceivedMail) {
  const url = new URL(/https?:\/\/\S+\/booking\/\S+/.exec(textOf(mail))?.[0] ?? 'http://missing');
  return { reference: decodeURIComponent(url.pathname.split('/').pop() ?? ''), token: url.searchParams.get('t') ?? '' };
}

const view = ({ reference, token }: { reference: string; token: string }) =>
  api.read(`/api/bookings/${reference}?t=${encodeURIComponent(token)}`, managedBookingReply);
const cancel = ({ reference, token }: { reference: string; token: string }) =>
  api.send<ManagedBookingReply>('POST', `/api/bookings/${reference}/cancel`, { token });

describe('a private sauna session', () => {
  it('is cancelled from its link, which frees the slot for the next guest', async () => {
    const sessionDate = saunaDayFromToday(20);
    const booked = await api.send(
      'POST',
      '/api/sauna-bookings',
      saunaBooking({ sessionDate, email: 'sauna1@example.com' }),
    );
    expect(booked.status).toBe(201);
    const link = linkIn(await inbox.waitFor('sauna1@example.com'));
    expect(link.reference).toMatch(/^S-/);

    expect(await view(link)).toMatchObject({
      kind: 'sauna',
      status: 'confirmed',
      startDate: sessionDate,
      startTime: '17:00',
      paidOnline: false,
      canCancel: true,
      refundIfCancelledNow: '0.00',
    });
    const taken = await api.send(
      'POST',
      '/api/sauna-bookings',
      saunaBooking({ sessionDate, email: 'sauna2@example.com' }),
    );
    expect(taken).toEqual({ status: 409, body: refusal('sauna.slotTaken') });

    const replies = await Promise.all([cancel(link), cancel(link), cancel(link)]);
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.find((reply) => reply.status === 200)?.body).toMatchObject({
      status: 'cancelled',
      canCancel: false,
    });

    const rebooked = await api.send(
      'POST',
      '/api/sauna-bookings',
      saunaBooking({ sessionDate, email: 'sauna3@example.com' }),
    );
    expect(rebooked.status).toBe(201);
    await expect.poll(() => mailsTo('sauna1@example.com').length).toBe(2);
    const cancellation = mailsTo('sauna1@example.com')[1] as ReceivedMail;
    const ics = cancellation.parts.find((part) => part.contentType.startsWith('text/calendar'))?.body ?? '';
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain(`UID:${link.reference}@${new URL(t.config.SITE_ORIGIN).hostname}`);
  });
});

describe('event tickets', () => {
  it('give their seats back when cancelled from the link, once', async () => {
    const events = await api.read('/api/events?days=28', eventListReply);
    const event = events.find((candidate) =>
      candidate.sessions.some((session) => session.bookable && session.spotsLeft >= 2),
    );
    const session = event?.sessions.find((candidate) => candidate.bookable && candidate.spotsLeft >= 2);
    if (!event || !session) throw new Error('no bookable session with two seats in the seeded month');
    const total = (Number(event.ticketPrice) * 2).toFixed(2);
    const booked = await api.send<{ sessionId: number }>(
      'POST',
      '/api/event-bookings',
      eventBooking({
        eventId: event.id,
        totalAmount: total,
        numberOfTickets: 2,
        selectedTimeSlot: session.time,
        selectedDateTime: session.startsAt,
        email: 'tickets@example.com',
      }),
    );
    expect(booked.status).toBe(201);
    const seatsTaken = async () =>
      (await t.dataSource.getRepository(EventSession).findOneByOrFail({ id: booked.body.sessionId })).seatsTaken;
    const before = await seatsTaken();
    const link = linkIn(await inbox.waitFor('tickets@example.com'));
    expect(link.reference).toMatch(/^E-/);
    expect(await view(link)).toMatchObject({ kind: 'event', status: 'confirmed', people: 2, total, canCancel: true });

    expect((await cancel(link)).body).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(await seatsTaken()).toBe(before - 2);
    expect(await cancel(link)).toEqual({ status: 409, body: refusal('bookings.notCancellable') });
    expect(await seatsTaken()).toBe(before - 2);
  });
});

describe('find my booking', () => {
  it('mails a new link for a sauna session, which replaces the old one', async () => {
    const booked = await api.send(
      'POST',
      '/api/sauna-bookings',
      saunaBooking({ sessionDate: saunaDayFromToday(24), email: 'found@example.com' }),
    );
    expect(booked.status).toBe(201);
    const first = linkIn(await inbox.waitFor('found@example.com'));
    expect(
      (await api.send('POST', '/api/bookings/find', { email: 'found@example.com', reference: first.reference })).status,
    ).toBe(202);
    await expect.poll(() => mailsTo('found@example.com').length).toBe(2);
    const second = linkIn(mailsTo('found@example.com')[1] as ReceivedMail);
    expect(second.reference).toBe(first.reference);
    expect((await api.send('GET', `/api/bookings/${first.reference}?t=${first.token}`)).status).toBe(404);
    expect(await view(second)).toMatchObject({ reference: first.reference, status: 'confirmed' });
  });
});
