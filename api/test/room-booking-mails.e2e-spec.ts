/**
 * The mails after a room is sold: the cancellation (guest and retreat) with an .ics that takes
 * the stay off the guest's calendar — read back with ical.js, as a calendar app would — and the
 * reminder two days before arrival, sent once across two API instances and a restart.
 */
import { addDays, type RoomCaptureReply, type RoomPaymentOrderReply } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomArrivalReminders } from '../src/rooms/room-arrival-reminders.js';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { bookingDraft, daysFromToday, paymentOrder } from './support/builders.js';
import { fakePayPalEnv, startFakePayPal, type FakePayPal } from './support/fake-paypal.js';
import { UNLIMITED_WRITES } from './support/room-booking-requests.js';
import { calendarEntryOf, manageLinkOf, textOf } from './support/mail-reading.js';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from './support/smtp-inbox.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const serverDatabase = /^(mysql|mariadb):/.test(process.env.DATABASE_URL ?? '');

let t: TestApp;
let api: ApiClient;
let paypal: FakePayPal;
let inbox: SmtpInbox;
let env: Record<string, string>;

beforeAll(async () => {
  paypal = await startFakePayPal();
  inbox = await startSmtpInbox();
  env = { ...fakePayPalEnv(paypal), SMTP_URL: inbox.url, ...UNLIMITED_WRITES };
  t = await startTestApp({ seed: true, env });
  api = apiClient(t);
});
afterAll(async () => {
  await t.close();
  await paypal.close();
  await inbox.close();
});

let guestCount = 0;

async function paidStay(checkinDate: string, language: 'en' | 'es' = 'en', roomType = 'lakefront_lower') {
  guestCount += 1;
  const email = `mails${guestCount}@example.com`;
  const draft = bookingDraft({ checkinDate, email, language, roomType });
  const amount = roomType === 'lakefront_lower' ? '130.00' : '160.00'; // two nights at 65 or 80
  const ordered = await api.send<RoomPaymentOrderReply>('POST', '/paypal/order', paymentOrder(draft, amount));
  expect(ordered.status).toBe(201);
  expect((await api.send<RoomCaptureReply>('POST', `/paypal/order/${ordered.body.id}/capture`)).status).toBe(200);
  const confirmation = await inbox.waitFor(email);
  const booking = await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id: ordered.body.bookingId });
  return { booking, email, confirmation };
}

const mailsTo = (address: string) => inbox.mails.filter((mail) => mail.to.includes(address));

describe('a guest cancellation', () => {
  it.each(['en', 'es'] as const)(
    'mails the guest (%s) an .ics that cancels the confirmation’s entry, and tells the retreat',
    async (language) => {
      const { booking, email, confirmation } = await paidStay(daysFromToday(120 + guestCount * 3), language);
      const link = manageLinkOf(confirmation);
      const reply = await api.send('POST', `/api/bookings/${booking.reference}/cancel`, {
        token: link.searchParams.get('t'),
      });
      expect(reply.status).toBe(200);

      await expect.poll(() => mailsTo(email).length).toBe(2);
      const cancellation = mailsTo(email)[1] as ReceivedMail;
      const text = textOf(cancellation);
      expect(text).toContain(booking.reference);
      expect(text).toContain(language === 'es' ? 'Le devolvemos USD 130.00' : 'We are refunding USD 130.00');

      const invited = calendarEntryOf(confirmation);
      const cancelled = calendarEntryOf(cancellation);
      // The UID names the booking at the site's domain: unique across retreats and databases.
      const uid = `${booking.reference}@${new URL(t.config.SITE_ORIGIN).hostname}`;
      expect(invited).toMatchObject({ method: 'REQUEST', uid, status: 'CONFIRMED' });
      expect(cancelled).toMatchObject({ method: 'CANCEL', uid: invited.uid, status: 'CANCELLED' });
      expect(cancelled.sequence).toBeGreaterThan(invited.sequence);

      await expect
        .poll(() => mailsTo(t.config.CONTACT_INBOX).some((mail) => textOf(mail).includes(booking.reference)))
        .toBe(true);
    },
  );
});

describe('the arrival reminder', () => {
  it('goes out once two days before check-in, across two instances and a restart', async () => {
    const checkin = daysFromToday(2);
    const { booking, email } = await paidStay(checkin);
    const booked = await paidStay(checkin, 'en', 'upper_lakefront'); // booked inside the window: its confirmation is enough
    // The first stay was booked a week ago.
    await t.dataSource
      .getRepository(RoomBooking)
      .update({ id: booking.id }, { confirmedAt: new Date(Date.now() - 7 * 86_400_000) });

    const other = await startTestApp({ sharing: t.database, env });
    try {
      const both = [t.app.get(RoomArrivalReminders), other.app.get(RoomArrivalReminders)];
      // Two instances on a server database run at once. An SQLite file belongs to one instance
      // (docs/decisions/0006-multiple-api-instances.md), and two in one test process would wait
      // on each other's lock, so there they run one after the other.
      const sent = serverDatabase
        ? await Promise.all(both.map((reminders) => reminders.remind()))
        : [await both[0]!.remind(), await both[1]!.remind()];
      expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);
    } finally {
      await other.close();
    }
    const restarted = await startTestApp({ sharing: t.database, env });
    try {
      expect(await restarted.app.get(RoomArrivalReminders).remind()).toBe(0);
    } finally {
      await restarted.close();
    }

    await expect.poll(() => mailsTo(email).length).toBe(2);
    const reminder = mailsTo(email)[1] as ReceivedMail;
    expect(textOf(reminder)).toContain('Check-in 15:00–21:00, check-out by 11:00.');
    expect(textOf(reminder)).toMatch(new RegExp(`/booking/${booking.reference}\\?t=`));
    expect(mailsTo(booked.email)).toHaveLength(1);
    expect(
      (await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id: booking.id })).reminderSentAt,
    ).not.toBeNull();
  });

  it('waits for a stay further out until two days before it', async () => {
    const later = await paidStay(daysFromToday(9));
    await t.dataSource
      .getRepository(RoomBooking)
      .update({ id: later.booking.id }, { confirmedAt: new Date(Date.now() - 7 * 86_400_000) });
    const reminders = t.app.get(RoomArrivalReminders);
    await reminders.remind();
    expect(mailsTo(later.email)).toHaveLength(1);
    // Seven days on, it is due.
    expect(await reminders.remind(new Date(`${addDays(later.booking.checkinDate, -2)}T09:00:00-06:00`))).toBe(1);
  });
});
