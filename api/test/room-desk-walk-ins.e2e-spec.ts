/**
 * Walk-ins at the desk: a desk booking needs the guest's name and one way to reach them, an
 * e-mail or a phone, not both. The one left out is stored as '' (desk-contact.ts), the
 * confirmation is mailed only when there is an e-mail, and neither of them is refused on both
 * fields. The guest's own booking still needs all three. Runs on SQLite and, with
 * DATABASE_URL, on MariaDB.
 */
import {
  addDays,
  deskBookingReply,
  makeStaffRoomBookingSchema,
  MESSAGES,
  roomBookingListReply,
  type DeskBookingReply,
  type StaffRoomBookingInput,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { apiClient } from './support/api-client.js';
import { bookingDraft, daysFromToday, paymentOrder } from './support/builders.js';
import { refusal } from './support/expected-errors.js';
import { UNLIMITED_WRITES } from './support/room-booking-requests.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let inbox: SmtpInbox;
let desk: StaffApiClient;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({ seed: true, env: { SMTP_URL: inbox.url, ...UNLIMITED_WRITES } });
  desk = await signInAs(t, 'staff', 'walk-in-desk');
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

/**
 * A desk booking of 2 nights in the Garden View Cottage, `days` from today, with e-mail and
 * phone; checked by the schema the API validates it with, so a new rule fails here by name.
 */
function walkIn(days: number, contact: Partial<StaffRoomBookingInput>): StaffRoomBookingInput {
  const checkinDate = daysFromToday(days);
  const body: StaffRoomBookingInput = {
    checkinDate,
    checkoutDate: addDays(checkinDate, 2),
    roomType: 'garden_cottage',
    guests: 2,
    guestName: 'Walk-in Guest',
    email: 'walkin@example.com',
    phone: '+502 5555 0101',
    ...contact,
  };
  makeStaffRoomBookingSchema().parse(body);
  return body;
}

const book = (body: unknown) => desk.send<DeskBookingReply>('POST', '/api/room-bookings/staff', body);
const rowOf = (id: number) => t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id });
const rowsOn = (checkinDate: string) => t.dataSource.getRepository(RoomBooking).countBy({ checkinDate });

/** Waits long enough for a mail that was sent to have arrived. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('POST /api/room-bookings/staff for a walk-in', () => {
  it('books a guest who gave only a phone: e-mail stored as empty text, no mail, though the desk asked for one', async () => {
    // Mail to the guest: the retreat's own new-booking notice goes out whatever the guest gave.
    const guestMails = () => inbox.mails.filter((mail) => !mail.to.includes(t.config.CONTACT_INBOX)).length;
    const mailsBefore = guestMails();
    const reply = await book(walkIn(20, { email: undefined, phone: '+502 4444 1212', sendConfirmation: true }));

    expect(reply.status).toBe(201);
    expect(deskBookingReply.parse(reply.body)).toEqual(reply.body);
    expect(reply.body).toMatchObject({
      emailSent: false,
      booking: { status: 'confirmed', guestName: 'Walk-in Guest', email: '', phone: '+502 4444 1212' },
    });
    expect(await rowOf(reply.body.booking.id)).toMatchObject({ email: '', phone: '+502 4444 1212' });
    await settle();
    expect(guestMails()).toBe(mailsBefore);
  });

  it('books a guest who gave only an e-mail, with a blank phone, and mails the confirmation', async () => {
    const reply = await book(walkIn(30, { email: 'only-mail@example.com', phone: '  ' }));

    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ emailSent: true, booking: { email: 'only-mail@example.com', phone: '' } });
    expect(await rowOf(reply.body.booking.id)).toMatchObject({ email: 'only-mail@example.com', phone: '' });
    const mail = await inbox.waitFor('only-mail@example.com');
    expect(mail.parts.find((part) => part.contentType === 'text/plain')?.body).toContain('Walk-in Guest');
  });

  it('sends no mail to an e-mail-only guest when the desk says not to', async () => {
    const reply = await book(walkIn(40, { email: 'quiet@example.com', phone: null, sendConfirmation: false }));

    expect(reply.status).toBe(201);
    expect(reply.body.emailSent).toBe(false);
    await settle();
    expect(inbox.mails.some((mail) => mail.to.includes('quiet@example.com'))).toBe(false);
  });

  it.each([
    ['both empty', { email: '', phone: '' }],
    ['both null', { email: null, phone: null }],
    ['both left out', { email: undefined, phone: undefined }],
  ])('refuses neither e-mail nor phone (%s), on both fields, and writes nothing', async (_, contact) => {
    const body = { ...walkIn(50, {}), ...contact };
    const reply = await book(body);

    expect(reply).toEqual({
      status: 400,
      body: refusal('common.validationFailed', {
        errors: [
          { field: 'email', message: MESSAGES.emailOrPhoneRequired },
          { field: 'phone', message: MESSAGES.emailOrPhoneRequired },
        ],
      }),
    });
    expect(await rowsOn(body.checkinDate)).toBe(0);
  });

  it('still checks the format of the one given', async () => {
    const badMail = await book({ ...walkIn(55, { phone: undefined }), email: 'walkin@' });
    expect(badMail).toEqual({
      status: 400,
      body: refusal('common.validationFailed', { errors: [{ field: 'email', message: MESSAGES.invalidEmail }] }),
    });
    const badPhone = await book({ ...walkIn(55, { email: undefined }), phone: 'call me' });
    expect(badPhone).toEqual({
      status: 400,
      body: refusal('common.validationFailed', { errors: [{ field: 'phone', message: MESSAGES.invalidPhone }] }),
    });
    expect(await rowsOn(daysFromToday(55))).toBe(0);
  });

  it('lists walk-ins in the staff list as its contract says, the missing contact as empty text', async () => {
    const phoneOnly = await book(walkIn(60, { email: undefined, guestName: 'Phone Only' }));
    expect(phoneOnly.status).toBe(201);

    const list = await desk.read('/api/room-bookings', roomBookingListReply);
    expect(list.find((row) => row.guestName === 'Phone Only')).toMatchObject({ email: '', phone: '+502 5555 0101' });
  });
});

describe("the guest's own room booking", () => {
  const guest = () => apiClient(t);

  it.each([
    ['no phone', { phone: '' }, 'phone', MESSAGES.phoneRequired],
    ['no e-mail', { email: '' }, 'email', MESSAGES.emailRequired],
  ])('still needs name, e-mail and phone (%s)', async (_, change, field, message) => {
    const draft = { ...bookingDraft({ checkinDate: daysFromToday(70) }), ...change };
    const reply = await guest().send('POST', '/paypal/order', paymentOrder(draft, '130.00'));

    expect(reply.status).toBe(400);
    expect(reply.body.errors).toContainEqual({ field: `booking.${field}`, message });
    expect(await rowsOn(daysFromToday(70))).toBe(0);
  });
});
