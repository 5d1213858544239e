/**
 * Seasonal rates and lodging taxes end to end (SQLite, and MariaDB with DATABASE_URL): a
 * manager sets the seeded seasons' rates in the console's tables, an admin switches the tourism
 * tax on, and a stay across the season boundary then costs the same to the cent in the search
 * (the site's results, room page and wizard, and the desk's quote), at the desk, in the guest's
 * checkout and capture, and in a move to other dates with its refund. The expected amounts are
 * worked out here from the rates, independently of the API's pricing.
 */
import {
  addDays,
  dayOfWeek,
  managedBookingReply,
  MESSAGES,
  nightsBetween,
  roomSearchReply,
  seasonMinimumStay,
  stayNights,
  subtractMoney,
  sumMoney,
  type DeskBookingReply,
  type RoomBookingReply,
  type RoomCaptureReply,
  type RoomPaymentOrderReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingPayment } from '../src/payments/booking-payment.entity.js';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { bookingDraft, daysFromToday, paymentOrder } from './support/builders.js';
import { refusal, type OrRefusal } from './support/expected-errors.js';
import { fakePayPalEnv, startFakePayPal, type FakePayPal } from './support/fake-paypal.js';
import { manageLinkOf, textOf } from './support/mail-reading.js';
import { UNLIMITED_WRITES } from './support/room-booking-requests.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ROOM = 'lakefront_lower';
const OLD_SEASON = { nightlyRate: '90.00', minNights: 3 };
const NEW_SEASON = { nightlyRate: '70.00', weekendRate: '85.00' };

let t: TestApp;
let api: ApiClient;
let paypal: FakePayPal;
let inbox: SmtpInbox;
let manager: StaffApiClient;
let admin: StaffApiClient;

interface PeriodRow {
  id: number;
  roomId: string;
  firstNight: string;
  lastNight: string;
}
interface TaxRuleRow {
  id: number;
  name: string;
  rate: string;
  included: boolean;
  isActive: boolean;
}

/** The first season boundary (1 May or 1 November) at least 30 days ahead: a stay spans it. */
function nextBoundary(): string {
  let day = daysFromToday(30);
  while (!day.endsWith('-05-01') && !day.endsWith('-11-01')) day = addDays(day, 1);
  return day;
}
const boundary = nextBoundary();

const list = async <T>(client: StaffApiClient, resource: string, filter: object) =>
  (await client.send<T[]>('GET', `/api/admin/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`))
    .body as T[];

beforeAll(async () => {
  paypal = await startFakePayPal();
  inbox = await startSmtpInbox();
  t = await startTestApp({ seed: true, env: { ...fakePayPalEnv(paypal), SMTP_URL: inbox.url, ...UNLIMITED_WRITES } });
  api = apiClient(t);
  manager = await signInAs(t, 'manager', 'season-manager');
  admin = await signInAs(t, 'admin', 'tax-admin');

  // The seasons the seed made for the room, at its own rate, become two different ones.
  const periods = await list<PeriodRow>(manager, 'room-rate-periods', { roomId: ROOM });
  const before = periods.find((period) => period.lastNight === addDays(boundary, -1));
  const after = periods.find((period) => period.firstNight === boundary);
  if (!before || !after) throw new Error(`No seeded seasons meet at ${boundary}`);
  for (const [period, changes] of [
    [before, OLD_SEASON],
    [after, NEW_SEASON],
  ] as const) {
    const saved = await manager.send('PUT', `/api/admin/room-rate-periods/${period.id}`, changes);
    expect(saved.status).toBe(200);
  }
  // The tourism tax, seeded switched off, is switched on beside the included IVA.
  const rules = await list<TaxRuleRow>(admin, 'tax-rules', { appliesTo: 'lodging' });
  const tourism = rules.find((rule) => !rule.included);
  if (!tourism) throw new Error('No added lodging tax seeded');
  expect((await admin.send('PUT', `/api/admin/tax-rules/${tourism.id}`, { isActive: true })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await paypal?.close();
  await inbox?.close();
});

/**
 * What a stay must cost, worked out from the seasons set above and the seeded rules (IVA 12%
 * included; the tourism tax 10% on the price without IVA, added): integer cents, half up.
 */
function expectedPrice(checkin: string, checkout: string) {
  const rates = stayNights(checkin, checkout).map((night) => {
    if (night < boundary) return OLD_SEASON.nightlyRate;
    return [5, 6].includes(dayOfWeek(night)) ? NEW_SEASON.weekendRate : NEW_SEASON.nightlyRate;
  });
  const lodging = rates.reduce((sum, rate) => sum + Math.round(Number(rate) * 100), 0);
  const iva = Math.round((lodging * 12) / 112);
  const tourism = Math.round(((lodging - iva) * 10) / 100);
  const money = (cents: number) => (cents / 100).toFixed(2);
  return {
    rates,
    taxIncluded: money(iva),
    taxAdded: money(tourism),
    totalPrice: money(lodging + tourism),
    taxes: [
      { name: 'IVA', rate: '12.00', included: true, amount: money(iva) },
      { name: 'Tourism tax (INGUAT)', rate: '10.00', included: false, amount: money(tourism) },
    ],
  };
}

const search = (checkin: string, checkout: string) =>
  api.read(
    `/api/rooms/availability?checkin=${checkin}&checkout=${checkout}&guests=2&roomType=${ROOM}`,
    roomSearchReply,
  );

const stayOf = (checkinDate: string, checkoutDate: string) => ({
  roomType: ROOM,
  checkinDate,
  checkoutDate,
  guests: 2,
  guestName: 'Walk-in Guest',
  email: 'seasons@example.com',
  phone: '+502 5555 0199',
});

describe('a stay across two seasons, with taxes', () => {
  // Two nights of the old season and three of the new.
  const checkin = addDays(boundary, -2);
  const checkout = addDays(boundary, 3);
  const expected = expectedPrice(checkin, checkout);

  it('is quoted night by night with the season in force, the included and added taxes, and their total', async () => {
    const [quote] = (await search(checkin, checkout)).rooms;
    expect(quote).toMatchObject({
      id: ROOM,
      available: true,
      nights: nightsBetween(checkin, checkout),
      taxes: expected.taxes,
      taxIncluded: expected.taxIncluded,
      taxAdded: expected.taxAdded,
      totalPrice: expected.totalPrice,
      minNights: OLD_SEASON.minNights,
    });
    expect(quote?.nightly.map((night) => night.rate)).toEqual(expected.rates);
  });

  it('is booked at the desk for the same amount and taxes, stored on the booking', async () => {
    const booked = await manager.send<DeskBookingReply>('POST', '/api/room-bookings/staff', stayOf(checkin, checkout));
    expect(booked.status).toBe(201);
    const { booking } = booked.body;
    expect(booking).toMatchObject({
      totalPrice: expected.totalPrice,
      taxes: expected.taxes,
      taxIncluded: expected.taxIncluded,
      taxAdded: expected.taxAdded,
    });
    const row = await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id: booking.id });
    expect(row).toMatchObject({ totalPrice: expected.totalPrice, taxes: expected.taxes, taxAdded: expected.taxAdded });
    // Free the nights again for the guest's own booking below.
    const cancelled = await manager.send('POST', `/api/room-bookings/${booking.id}/cancel`, { reason: 'Test' });
    expect(cancelled.status).toBe(200);
  });

  it('is paid online for exactly that total; the nights alone are refused', async () => {
    const draft = bookingDraft({ checkinDate: checkin, checkoutDate: checkout, roomType: ROOM });
    const [quote] = (await search(checkin, checkout)).rooms;
    const nightsOnly = sumMoney(quote?.nightly.map((night) => night.rate) ?? []);
    const lodgingOnly = await api.send('POST', '/paypal/order', paymentOrder(draft, nightsOnly));
    expect(lodgingOnly).toEqual({ status: 422, body: refusal('payments.priceMismatch') });

    const ordered = await api.send<RoomPaymentOrderReply>(
      'POST',
      '/paypal/order',
      paymentOrder(draft, expected.totalPrice),
    );
    expect(ordered.status).toBe(201);
    expect(ordered.body.amount).toBe(expected.totalPrice);
    const captured = await api.send<RoomCaptureReply>('POST', `/paypal/order/${ordered.body.id}/capture`);
    expect(captured.status).toBe(200);
    expect(captured.body.booking).toMatchObject({
      status: 'confirmed',
      totalPrice: expected.totalPrice,
      taxes: expected.taxes,
      taxIncluded: expected.taxIncluded,
      taxAdded: expected.taxAdded,
    });
    expect(paypal.orders.get(ordered.body.id)?.amount).toEqual({ currency_code: 'USD', value: expected.totalPrice });
    // The confirmation lists the added tax before the total and the included one after it.
    const confirmation = await inbox.waitFor(draft.email);
    const mail = textOf(confirmation);
    const lines = [
      `Tourism tax (INGUAT) (10%): USD ${expected.taxAdded}`,
      `Total paid: USD ${expected.totalPrice}`,
      `Includes IVA (12%): USD ${expected.taxIncluded}`,
    ];
    const at = lines.map((line) => mail.indexOf(line));
    expect(
      at.every((index) => index >= 0),
      mail,
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // The guest's manage page shows the same taxes with the total.
    const token = manageLinkOf(confirmation).searchParams.get('t') ?? '';
    const { reference } = await t.dataSource
      .getRepository(RoomBooking)
      .findOneByOrFail({ id: captured.body.booking.id });
    const managed = await api.read(`/api/bookings/${reference}?t=${encodeURIComponent(token)}`, managedBookingReply);
    expect(managed).toMatchObject({ total: expected.totalPrice, taxes: expected.taxes, taxAdded: expected.taxAdded });

    // Moved to the new season only: re-priced the same way, the difference refunded, the taxes re-recorded.
    const movedIn = addDays(boundary, 0);
    const movedOut = addDays(boundary, 2);
    const shorter = expectedPrice(movedIn, movedOut);
    const moved = await manager.send<RoomBookingReply>('POST', `/api/room-bookings/${ordered.body.bookingId}/move`, {
      roomType: ROOM,
      checkinDate: movedIn,
      checkoutDate: movedOut,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      totalPrice: shorter.totalPrice,
      taxes: shorter.taxes,
      taxAdded: shorter.taxAdded,
    });
    const refunds = await t.dataSource
      .getRepository(BookingPayment)
      .findBy({ bookingKind: 'room', bookingId: ordered.body.bookingId, kind: 'refund' });
    const difference = subtractMoney(expected.totalPrice, shorter.totalPrice);
    expect(sumMoney(refunds.map((row) => row.amount))).toBe(difference);
    // Sent to PayPal, not only recorded.
    const sent = paypal.refunds.filter((made) => made.requestId?.startsWith(`refund-room-${ordered.body.bookingId}-`));
    expect(sumMoney(sent.map((made) => made.amount.value))).toBe(difference);
  });
});

describe("a season's minimum stay", () => {
  // Two nights starting in the old season, which asks for three.
  const checkin = addDays(boundary, -10);
  const checkout = addDays(checkin, 2);
  const message = seasonMinimumStay(OLD_SEASON.minNights);

  it('shows the room as unavailable in the search, saying why', async () => {
    const [quote] = (await search(checkin, checkout)).rooms;
    expect(quote).toMatchObject({ available: false, reason: 'minimum_stay', message, minNights: OLD_SEASON.minNights });
  });

  it('is refused on the check-out date by the checkout and the desk', async () => {
    const draft = bookingDraft({ checkinDate: checkin, checkoutDate: checkout, roomType: ROOM });
    const [quote] = (await search(checkin, checkout)).rooms;
    const ordered = await api.send('POST', '/paypal/order', paymentOrder(draft, quote?.totalPrice ?? '0'));
    expect(ordered).toEqual({
      status: 400,
      body: refusal('common.validationFailed', { errors: [{ field: 'booking.checkoutDate', message }] }),
    });
    const desk = await manager.send('POST', '/api/room-bookings/staff', stayOf(checkin, checkout));
    expect(desk).toEqual({
      status: 400,
      body: refusal('common.validationFailed', { errors: [{ field: 'checkoutDate', message }] }),
    });
  });

  it('still sells a stay of the minimum', async () => {
    const [quote] = (await search(checkin, addDays(checkin, OLD_SEASON.minNights))).rooms;
    expect(quote).toMatchObject({ available: true, reason: null, message: null });
  });
});

describe('rate periods in the console', () => {
  it('refuses a period that shares a night with another of the room, and one that ends before it starts', async () => {
    const overlapping = {
      roomId: ROOM,
      name: 'Holiday week',
      firstNight: addDays(boundary, 5),
      lastNight: addDays(boundary, 11),
      nightlyRate: '120.00',
      minNights: 4,
    };
    const refused = await manager.send<OrRefusal>('POST', '/api/admin/room-rate-periods', overlapping);
    expect(refused).toEqual({
      status: 400,
      body: refusal('common.validationFailed', {
        errors: [{ field: 'firstNight', message: MESSAGES.ratePeriodOverlap }],
      }),
    });
    const backwards = { ...overlapping, lastNight: addDays(boundary, 1) };
    const reversed = await manager.send<OrRefusal>('POST', '/api/admin/room-rate-periods', backwards);
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual([{ field: 'lastNight', message: MESSAGES.lastNightBeforeFirst }]);
  });

  it('keeps one of many overlapping periods written at once for a room', async () => {
    // Years past the seeded seasons, so only these periods can overlap each other.
    const start = `${Number(boundary.slice(0, 4)) + 6}-06-01`;
    const writes = Array.from({ length: 8 }, (_, index) => ({
      roomId: ROOM,
      name: `Festival ${index}`,
      firstNight: addDays(start, index),
      lastNight: addDays(start, index + 9),
      nightlyRate: '150.00',
      minNights: 3,
    }));
    const replies = await Promise.all(
      writes.map((period) => manager.send<OrRefusal>('POST', '/api/admin/room-rate-periods', period)),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    for (const refused of replies.filter((reply) => reply.status !== 201)) {
      expect(refused).toEqual({
        status: 400,
        body: refusal('common.validationFailed', {
          errors: [{ field: 'firstNight', message: MESSAGES.ratePeriodOverlap }],
        }),
      });
    }
    const kept = await list<PeriodRow>(manager, 'room-rate-periods', { roomId: ROOM, firstNight_gte: start });
    expect(kept).toHaveLength(1);
  });

  it('is read by staff but written only by managers', async () => {
    const staff = await signInAs(t, 'staff', 'season-staff');
    expect((await staff.send('GET', '/api/admin/room-rate-periods')).status).toBe(200);
    expect((await staff.send('POST', '/api/admin/room-rate-periods', {})).status).toBe(403);
  });
});
