/**
 * The owner's dashboard against a small business computed by hand: stays paid at the desk in
 * dollars and in quetzales and one still owed (one reaching past the period's end), a sauna
 * session and event tickets to be paid at the retreat, restaurant orders paid, open and
 * cancelled, and expenses in both currencies, with the dollar valued at the rate in force each
 * day. Everything is moved to March 2025 (and the days before, for the comparison) so nothing
 * depends on today or on the demo data; today's arrivals and departures are today's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  dashboardReply,
  lowStockReply,
  stayNights,
  type DashboardReply,
  type MenuCategoryReply,
  type OrderReply,
  type SaunaBookedReply,
} from '@lakeside/contracts';
import { retreatToday } from '../src/common/time/retreat-clock.js';
import { ExchangeRate } from '../src/exchange-rates/exchange-rate.entity.js';
import { apiClient } from './support/api-client.js';
import { eventBooking, saunaBooking } from './support/builders.js';
import { refusal } from './support/expected-errors.js';
import { dashboardRecords } from './support/dashboard-records.js';
import { dish, readMenu, type CartLine } from './support/restaurant-orders.js';
import { UNLIMITED_WRITES } from './support/room-booking-requests.js';
import { moveSaunaBooking, newPaidEvent } from './support/session-bookings.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { openTill } from './support/till.js';

let t: TestApp;
let manager: StaffApiClient;
let desk: StaffApiClient;
let menu: MenuCategoryReply[];
let stay: Records['stay'];
let sell: Records['sell'];
let expense: Records['expense'];
type Records = ReturnType<typeof dashboardRecords>;

const PERIOD = '?period=custom&from=2025-03-01&to=2025-03-10';
/** Quetzales per dollar: from February on, and a new one from 5 March. */
const RATES = { '2025-02-01': '7.7000', '2025-03-05': '7.8000' } as const;
const rateOn = (day: string) => (day >= '2025-03-05' ? 7.8 : 7.7);

beforeAll(async () => {
  t = await startTestApp({ seed: true, env: UNLIMITED_WRITES });
  manager = await signInAs(t, 'manager', 'owner');
  desk = await signInAs(t, 'staff', 'desk');
  menu = await readMenu(t);
  ({ stay, sell, expense } = dashboardRecords(t, desk, manager));
  // Rates of past days are history no manager may write any more: the rows as they were set then.
  for (const [effectiveDate, usdToGtq] of Object.entries(RATES)) {
    await t.dataSource
      .getRepository(ExchangeRate)
      .insert({ effectiveDate, usdToGtq, note: null, setById: null, setByName: 'owner' });
  }
  await openTill(desk);
});
afterAll(async () => t?.close());

/** `total` dollars spread over nights, the first ones taking the odd cents; each night valued at its day's rate. */
function nightlyQuetzales(total: string, nights: string[], inPeriod: (night: string) => boolean): number {
  const cents = Math.round(Number(total) * 100);
  const base = Math.floor(cents / nights.length);
  return nights.reduce((sum, night, index) => {
    const share = base + (index < cents % nights.length ? 1 : 0);
    return inPeriod(night) ? sum + Math.round(share * rateOn(night)) : sum;
  }, 0);
}

const cents = (money: string) => Math.round(Number(money) * 100);
const q = (centCount: number) => (centCount / 100).toFixed(2);
const inMarch = (day: string) => day >= '2025-03-01' && day <= '2025-03-10';
const inFebruary = (day: string) => day >= '2025-02-19' && day <= '2025-02-28';

describe('GET /api/dashboard', () => {
  const made: Record<string, { id: number; totalPrice: string; reference: string }> = {};
  const orders: Record<string, OrderReply> = {};
  let sauna: SaunaBookedReply;
  let reply: DashboardReply;

  beforeAll(async () => {
    made.paidInDollars = await stay('lakefront_lower', '2025-03-03', 3, 'cash_usd');
    made.owed = await stay('upper_lakefront', '2025-03-09', 3);
    made.before = await stay('garden_cottage', '2025-02-25', 2, 'cash_gtq');

    const booked = await apiClient(t).send<SaunaBookedReply>('POST', '/api/sauna-bookings', saunaBooking());
    expect(booked.status).toBe(201);
    sauna = booked.body;
    await moveSaunaBooking(t.dataSource, sauna.id, '2025-03-04');

    const event = await newPaidEvent(t.dataSource, addDays(retreatToday(), 40), 10);
    const tickets = await apiClient(t).send('POST', '/api/event-bookings', {
      ...eventBooking({ eventId: event.id, totalAmount: '60.00', numberOfTickets: 2 }),
      selectedDateTime: event.startsAt,
    });
    expect(tickets.status).toBe(201);
    // The event happened on 7 March 2025.
    await t.dataSource.query('UPDATE event_sessions SET sessionDate = ? WHERE id = ?', ['2025-03-07', event.sessionId]);

    const coffee = (quantity: number): CartLine => ({ item: dish(menu, 'Atitlán Coffee'), quantity });
    const pepian = (quantity: number): CartLine => ({ item: dish(menu, 'Pepián Vegetariano'), quantity });
    orders.lunch = await sell([pepian(2), coffee(1)], '2025-03-04T12:30:00', { method: 'cash_gtq', tendered: '500' });
    orders.dinner = await sell([coffee(3)], '2025-03-06T19:10:00', { method: 'card', reference: 'AUTH-1' });
    orders.open = await sell([pepian(1)], '2025-03-06T13:00:00');
    const cancelled = await sell([pepian(5)], '2025-03-06T14:00:00');
    expect((await desk.send('POST', `/api/restaurant/orders/${cancelled.id}/cancel`, {})).status).toBe(200);
    orders.february = await sell([coffee(2)], '2025-02-20T08:15:00', { method: 'cash_gtq', tendered: '100' });

    for (const [day, amount, currency] of [
      ['2025-03-02', '10.00', 'USD'],
      ['2025-03-06', '150.00', 'Q'],
      ['2025-02-22', '80.00', 'Q'],
    ] as const) {
      await expense(day, amount, currency);
    }

    reply = await manager.read(`/api/dashboard${PERIOD}`, dashboardReply);
  });

  it('compares the chosen days with as many days just before them', () => {
    expect(reply.period).toEqual({ from: '2025-03-01', to: '2025-03-10' });
    expect(reply.comparedWith).toEqual({ from: '2025-02-19', to: '2025-02-28' });
    expect(reply.days.map((day) => day.date)).toEqual(stayNights('2025-03-01', '2025-03-11'));
  });

  it('values each day at the rate in force that day', () => {
    expect(reply.rates).toEqual([
      { from: '2025-02-19', to: '2025-03-04', usdToGtq: '7.7000', effectiveDate: '2025-02-01', inForce: true },
      { from: '2025-03-05', to: '2025-03-10', usdToGtq: '7.8000', effectiveDate: '2025-03-05', inForce: true },
    ]);
    expect(reply.usdWithoutRate).toBe('0.00');
  });

  it('values days before the first rate at that first rate, and says so', async () => {
    const early = await manager.read('/api/dashboard?period=custom&from=2025-01-20&to=2025-01-21', dashboardReply);
    expect(early.rates).toEqual([
      { from: '2025-01-18', to: '2025-01-21', usdToGtq: '7.7000', effectiveDate: '2025-02-01', inForce: false },
    ]);
  });

  it('gives rooms paid and owed by night, in quetzales', () => {
    const paid = nightlyQuetzales(made.paidInDollars!.totalPrice, stayNights('2025-03-03', '2025-03-06'), inMarch);
    const owed = nightlyQuetzales(made.owed!.totalPrice, stayNights('2025-03-09', '2025-03-12'), inMarch);
    expect(reply.current.revenue.rooms).toEqual({ paid: q(paid), unpaid: q(owed) });
    // Paid at the desk in quetzales, it is still a dollar stay valued at February's rate.
    const before = nightlyQuetzales(made.before!.totalPrice, stayNights('2025-02-25', '2025-02-27'), inFebruary);
    expect(reply.previous.revenue.rooms).toEqual({ paid: q(before), unpaid: '0.00' });
    // The 3rd night of the owed stay (11 March) is outside the period.
    expect(reply.days.find((day) => day.date === '2025-03-10')?.revenue.rooms.unpaid).toBe(
      q(
        nightlyQuetzales(
          made.owed!.totalPrice,
          stayNights('2025-03-09', '2025-03-12'),
          (night) => night === '2025-03-10',
        ),
      ),
    );
  });

  it('gives rooms sold, occupancy, ADR and RevPAR from the nights', () => {
    const sold = 3 + 2;
    const available = 4 * 10;
    const value =
      nightlyQuetzales(made.paidInDollars!.totalPrice, stayNights('2025-03-03', '2025-03-06'), inMarch) +
      nightlyQuetzales(made.owed!.totalPrice, stayNights('2025-03-09', '2025-03-12'), inMarch);
    expect(reply.current.rooms).toEqual({
      nightsSold: sold,
      nightsAvailable: available,
      occupancy: sold / available,
      adr: q(Math.round(value / sold)),
      revpar: q(Math.round(value / available)),
    });
    expect(reply.days.find((day) => day.date === '2025-03-04')).toMatchObject({ nightsSold: 1, nightsAvailable: 4 });
  });

  it('gives the sauna and the events owed on their day', () => {
    expect(reply.current.revenue.sauna).toEqual({ paid: '0.00', unpaid: q(Math.round(cents(sauna.totalPrice) * 7.7)) });
    expect(reply.current.revenue.events).toEqual({ paid: '0.00', unpaid: q(Math.round(6000 * 7.8)) });
    expect(reply.days.find((day) => day.date === '2025-03-07')?.revenue.events.unpaid).toBe(q(Math.round(6000 * 7.8)));
  });

  it('gives the restaurant paid and open, by hour and by dish, leaving out the cancelled', () => {
    const lunch = orders.lunch!;
    const dinner = orders.dinner!;
    expect(reply.current.revenue.restaurant).toEqual({
      paid: q(cents(lunch.totalAmount) + cents(dinner.totalAmount)),
      unpaid: orders.open!.totalAmount,
    });
    expect(reply.current.restaurant).toEqual({
      orders: 2,
      sales: q(cents(lunch.totalAmount) + cents(dinner.totalAmount)),
    });
    expect(reply.previous.restaurant).toEqual({ orders: 1, sales: orders.february!.totalAmount });
    expect(reply.salesByHour).toHaveLength(24);
    expect(reply.salesByHour.filter((slot) => slot.orders > 0)).toEqual([
      { hour: 12, orders: 1, sales: lunch.totalAmount },
      { hour: 19, orders: 1, sales: dinner.totalAmount },
    ]);
    const coffee = dish(menu, 'Atitlán Coffee');
    const pepian = dish(menu, 'Pepián Vegetariano');
    expect(reply.topDishes).toEqual([
      { menuItemId: coffee.id, name: coffee.name, quantity: 4, sales: q(4 * cents(coffee.price)) },
      { menuItemId: pepian.id, name: pepian.name, quantity: 2, sales: q(2 * cents(pepian.price)) },
    ]);
  });

  it('sums expenses in quetzales and all streams together', () => {
    expect(reply.current.expenses).toBe(q(Math.round(1000 * 7.7) + 15000));
    expect(reply.previous.expenses).toBe('80.00');
    const streams = Object.values(reply.current.revenue);
    expect(reply.current.totalRevenue).toEqual({
      paid: q(streams.reduce((sum, split) => sum + cents(split.paid), 0)),
      unpaid: q(streams.reduce((sum, split) => sum + cents(split.unpaid), 0)),
    });
  });

  it("lists low stock as the stock screen does, and today's arrivals and departures", async () => {
    expect(reply.lowStock).toEqual(await manager.read('/api/inventory/low-stock', lowStockReply));
    const today = retreatToday();
    const arriving = await stay('lakeside_cottage', today, 2);
    const leaving = await stay('garden_cottage', addDays(today, -2), 2, 'cash_usd');
    const now = await manager.read('/api/dashboard?period=today', dashboardReply);
    expect(now.period).toEqual({ from: today, to: today });
    expect(now.today.arrivals).toContainEqual(
      expect.objectContaining({ reference: arriving.reference, done: false, balanceDue: arriving.totalPrice }),
    );
    expect(now.today.departures).toContainEqual(
      expect.objectContaining({ reference: leaving.reference, done: false, balanceDue: '0.00' }),
    );
  });

  it('gives each figure as a CSV', async () => {
    const response = await manager.request('GET', `/api/dashboard/export/revenue${PERIOD}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'date,rooms paid (Q),rooms unpaid (Q),events paid (Q),events unpaid (Q),sauna paid (Q),sauna unpaid (Q),restaurant paid (Q),restaurant unpaid (Q)',
    );
    const fourth = reply.days.find((day) => day.date === '2025-03-04')!.revenue;
    expect(lines).toContain(
      [
        '2025-03-04',
        fourth.rooms.paid,
        fourth.rooms.unpaid,
        fourth.events.paid,
        fourth.events.unpaid,
        fourth.sauna.paid,
        fourth.sauna.unpaid,
        fourth.restaurant.paid,
        fourth.restaurant.unpaid,
      ].join(','),
    );
    expect((await manager.request('GET', `/api/dashboard/export/nothing${PERIOD}`)).status).toBe(404);
  });

  it('refuses a custom period without its days, one too long, and staff without the role', async () => {
    expect(await manager.send('GET', '/api/dashboard?period=custom&from=2025-03-01')).toEqual({
      status: 400,
      body: refusal('common.validationFailed', {
        errors: [{ field: 'to', message: 'Choose the last day (yyyy-MM-dd)' }],
      }),
    });
    expect((await manager.send('GET', '/api/dashboard?period=custom&from=2024-01-01&to=2025-03-01')).status).toBe(400);
    expect((await desk.send('GET', '/api/dashboard')).status).toBe(403);
  });
});
