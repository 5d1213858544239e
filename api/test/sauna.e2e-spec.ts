/**
 * The sauna over HTTP on a seeded database (SQLite, or MariaDB with DATABASE_URL): a day's
 * availability, booking with the contract's rules, server pricing, one party per slot even under
 * 20 simultaneous requests, the confirmation mail with its .ics, and the staff-only list.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addDays,
  MESSAGES,
  saunaAvailabilityReply,
  saunaBookingListReply,
  saunaBookingSchema,
  type SaunaAvailabilityReply,
  type SaunaBookedReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retreatToday } from '../src/common/time/retreat-clock.js';
import { SaunaAvailabilityService } from '../src/sauna/sauna-availability.service.js';
import { SaunaBooking } from '../src/sauna/sauna-booking.entity.js';
import { SaunaBookingService } from '../src/sauna/sauna-booking.service.js';
import { SaunaSlot } from '../src/sauna/sauna-slot.entity.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { saunaBooking, saunaDayFromToday } from './support/builders.js';
import { refusal } from './support/expected-errors.js';
import { signInAs } from './support/staff-session.js';

let t: TestApp;
let guest: ApiClient;
let inbox: SmtpInbox;
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'lakeside-sauna-outbox-'));
const today = retreatToday();
const day = (offset: number) => addDays(today, offset);
/** A day whose 17:00 and 19:00 slots are for sale: not the Wednesday of the communal Sauna Session. */
const saunaDay = saunaDayFromToday;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({
    seed: true,
    env: { SMTP_URL: inbox.url, OUTBOX_DIR: outbox, PUBLIC_WRITES_PER_MINUTE: '1000' },
  });
  guest = apiClient(t);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

const book = (body: unknown) => guest.send<SaunaBookedReply>('POST', '/api/sauna-bookings', body);
/** A day's slots and rates, checked against the contract the schedule page reads them with. */
const availability = (date: string) => guest.read(`/api/sauna/availability?date=${date}`, saunaAvailabilityReply);

/** The .ics stamp of a retreat wall-clock time: the retreat is UTC-6 all year. */
function icsUtc(date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, h + 6, min))
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

describe('GET /api/sauna/availability', () => {
  it('lists the six slots and the three rates of a future day', async () => {
    expect(await availability(saunaDay(3))).toEqual({
      date: saunaDay(3),
      slots: ['09:00', '11:00', '13:00', '15:00', '17:00', '19:00'].map((time) => ({
        time,
        available: true,
        booked: false,
        reason: null,
      })),
      rates: [
        { duration: 60, price: '15.00', currency: 'USD' },
        { duration: 90, price: '20.00', currency: 'USD' },
        { duration: 120, price: '25.00', currency: 'USD' },
      ],
    });
  });

  it('refuses a past or missing date with their field messages', async () => {
    const refusedOn = (query: string) => guest.send<SaunaAvailabilityReply>('GET', `/api/sauna/availability${query}`);
    expect(await refusedOn(`?date=${day(-1)}`)).toEqual({
      status: 400,
      body: refusal('common.validationFailed', { errors: [{ field: 'date', message: MESSAGES.sessionDateInPast }] }),
    });
    const missing = await refusedOn('');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: [{ field: 'date', message: MESSAGES.sessionDateRequired }] });
    expect((await refusedOn('?date=2026-02-30')).body.errors).toEqual([
      { field: 'date', message: MESSAGES.invalidDate },
    ]);
  });

  it('shows slots that have already started today as unavailable, in the retreat zone', async () => {
    await availability(today); // a 2xx that matches the contract
    // 12:30 at the retreat (UTC-6) is 18:30 UTC. Checked on a day the evening slots are for sale.
    const date = saunaDay(0);
    const noon = new Date(`${date}T18:30:00Z`);
    const slots = (await t.app.get(SaunaAvailabilityService).forDate(date, noon)).slots;
    expect(slots.map((slot) => [slot.time, slot.available, slot.reason])).toEqual([
      ['09:00', false, 'started'],
      ['11:00', false, 'started'],
      ['13:00', true, null],
      ['15:00', true, null],
      ['17:00', true, null],
      ['19:00', true, null],
    ]);
  });
});

describe('POST /api/sauna-bookings', () => {
  it('books a slot at the server price, to pay at the retreat, and mails the guest an .ics in their language', async () => {
    const { status, body } = await book(saunaBooking({ language: 'es', totalPrice: '20.00', phone: '+502 5555 1234' }));
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: expect.any(Number),
      sessionDate: saunaDay(10),
      timeSlot: '17:00',
      duration: 90,
      guestName: 'Tom Weber',
      email: 'tom@example.com',
      phone: '+502 5555 1234',
      notes: null,
      totalPrice: '20.00',
      currency: 'USD',
      language: 'es',
      paymentStatus: 'pay_at_retreat',
      paypalOrderId: null,
      paymentProvider: null,
      emailSent: true,
    });
    const row = await t.dataSource.getRepository(SaunaBooking).findOneByOrFail({ id: body.id });
    expect(row).toMatchObject({ sessionDate: saunaDay(10), timeSlot: '17:00', totalPrice: '20.00' });

    const mail = await inbox.waitFor('tom@example.com');
    expect(mail.headers).toMatch(/Subject: =\?UTF-8\?Q\?Su_sesi=C3=B3n_privada_de_sauna/);
    const text = mail.parts.find((part) => part.contentType === 'text/plain')?.body ?? '';
    expect(text).toContain('17:00 – 18:30');
    expect(text).toContain('20.00 USD');
    expect(text).toContain('Cancelación gratuita hasta 12 horas');
    const ics = mail.parts.find((part) => part.contentType === 'text/calendar')?.body ?? '';
    expect(ics).toContain(`DTSTART:${icsUtc(saunaDay(10), '17:00')}`);
    expect(ics).toContain(`DTEND:${icsUtc(saunaDay(10), '18:30')}`);

    const { slots } = await availability(saunaDay(10));
    expect(slots.find((slot) => slot.time === '17:00')).toEqual({
      time: '17:00',
      available: false,
      booked: true,
      reason: 'booked',
    });
    expect(slots.filter((slot) => slot.available)).toHaveLength(5);
  });

  it('answers 409 for a slot that is already booked', async () => {
    expect(await book(saunaBooking({ email: 'second@example.com' }))).toEqual({
      status: 409,
      body: refusal('sauna.slotTaken'),
    });
  });

  it('prices the session itself: no total is fine, a different total is refused', async () => {
    const noTotal = await book(saunaBooking({ timeSlot: '09:00', duration: 120 }));
    expect(noTotal.status).toBe(201);
    expect(noTotal.body.totalPrice).toBe('25.00');

    const tampered = await book(saunaBooking({ timeSlot: '11:00', duration: 120, totalPrice: '15.00' }));
    expect(tampered).toEqual({ status: 422, body: refusal('payments.priceMismatch') });
    expect(
      await t.dataSource.getRepository(SaunaBooking).countBy({ sessionDate: saunaDay(10), timeSlot: '11:00' }),
    ).toBe(0);
  });

  it.each([
    ['sessionDate', { sessionDate: undefined }, MESSAGES.sessionDateRequired],
    ['sessionDate', { sessionDate: day(-1) }, MESSAGES.sessionDateInPast],
    ['timeSlot', { timeSlot: '' }, MESSAGES.timeSlotRequired],
    ['timeSlot', { timeSlot: '10:00' }, MESSAGES.timeSlotRequired],
    ['duration', { duration: 45 }, MESSAGES.saunaDurationRequired],
    ['duration', { duration: undefined }, MESSAGES.saunaDurationRequired],
    ['guestName', { guestName: '  ' }, MESSAGES.guestNameRequired],
    ['email', { email: 'tom@' }, MESSAGES.invalidEmail],
  ])('refuses a bad %s with its field message (%j)', async (field, fields, message) => {
    const { status, body } = await book({ ...saunaBooking({ timeSlot: '13:00' }), ...fields });
    expect(status).toBe(400);
    expect(body).toEqual(refusal('common.validationFailed', { errors: [{ field, message }] }));
  });

  it('refuses a slot staff have retired', async () => {
    const slots = t.dataSource.getRepository(SaunaSlot);
    await slots.update({ startTime: '19:00' }, { isActive: false });
    try {
      expect((await availability(day(4))).slots).toHaveLength(5);
      const { status, body } = await book({ ...saunaBooking(), timeSlot: '19:00' });
      expect(status).toBe(400);
      expect(body.errors).toEqual([{ field: 'timeSlot', message: MESSAGES.timeSlotRequired }]);
    } finally {
      await slots.update({ startTime: '19:00' }, { isActive: true });
    }
  });

  it('refuses a slot that has already started today', async () => {
    const input = saunaBookingSchema.parse(saunaBooking({ sessionDate: today, timeSlot: '11:00' }));
    const afternoon = new Date(`${today}T20:00:00Z`); // 14:00 at the retreat
    await expect(t.app.get(SaunaBookingService).book(input, afternoon)).rejects.toMatchObject({
      code: 'sauna.slotStarted',
    });
  });

  it('sells a slot once when 20 guests book it at the same moment', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        book(saunaBooking({ sessionDate: day(12), timeSlot: '15:00', email: `racer${index}@example.com` })),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await t.dataSource.getRepository(SaunaBooking).countBy({ sessionDate: day(12), timeSlot: '15:00' })).toBe(1);
  });
});

describe('GET /api/sauna-bookings', () => {
  it('is refused to anonymous callers', async () => {
    expect(await guest.send('GET', '/api/sauna-bookings')).toEqual({
      status: 401,
      body: refusal('common.signInRequired'),
    });
  });

  it('lists the bookings for signed-in staff', async () => {
    const desk = await signInAs(t, 'staff', 'desk');
    const list = await desk.read('/api/sauna-bookings', saunaBookingListReply);
    expect(list.map((row) => [row.sessionDate, row.timeSlot])).toEqual(
      expect.arrayContaining([
        [saunaDay(10), '17:00'],
        [day(12), '15:00'],
      ]),
    );
  });

  it('leaves out holds that lapsed unpaid: they booked nothing', async () => {
    const desk = await signInAs(t, 'staff', 'desk-expired');
    const started = await guest.send<{ reference: string }>(
      'POST',
      '/api/sauna-bookings/checkout',
      saunaBooking({ sessionDate: saunaDay(16), email: 'walked-away@example.com' }),
    );
    expect(started.status).toBe(201);
    await t.dataSource
      .getRepository(SaunaBooking)
      .update({ reference: started.body.reference }, { paymentStatus: 'expired' });
    const list = await desk.read('/api/sauna-bookings', saunaBookingListReply);
    expect(list.some((row) => row.email === 'walked-away@example.com')).toBe(false);
  });
});
