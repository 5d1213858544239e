/**
 * The dashboard's stored days (docs/decisions/0020-dashboard-stored-days.md): a seeded business
 * on past days gives the same reply from stored days as from the records alone; a late payment,
 * a refund, a late expense and a cancelled stay on a stored day mark that day stale in the same
 * transaction and count at once; the job writes the stale days again, and a second run writes
 * nothing. Without its triggers the job stores nothing and the dashboard reads the records. A
 * meal charged to a room is the restaurant's, owed until the stay's payment settles it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  dashboardReply,
  folioReply,
  type DashboardReply,
  type MenuCategoryReply,
  type OrderReply,
} from '@lakeside/contracts';
import { retreatToday } from '../src/common/time/retreat-clock.js';
import { DashboardDay } from '../src/dashboard/stored-days/dashboard-day.entity.js';
import { DashboardDaysJob } from '../src/dashboard/stored-days/dashboard-days-job.js';
import { createDayTriggers } from '../src/dashboard/stored-days/day-triggers.js';
import { ExchangeRate } from '../src/exchange-rates/exchange-rate.entity.js';
import { RestaurantOrder } from '../src/restaurant/restaurant-order.entity.js';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { apiClient } from './support/api-client.js';
import { eventBooking, saunaBooking } from './support/builders.js';
import { dashboardRecords, type PastStay } from './support/dashboard-records.js';
import { deskStay } from './support/desk-stays.js';
import { dish, orderBody, readMenu, type CartLine } from './support/restaurant-orders.js';
import { UNLIMITED_WRITES } from './support/room-booking-requests.js';
import { moveSaunaBooking, newPaidEvent } from './support/session-bookings.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { openTill, setExchangeRate } from './support/till.js';

let t: TestApp;
let manager: StaffApiClient;
let desk: StaffApiClient;
let job: DashboardDaysJob;
let records: ReturnType<typeof dashboardRecords>;
let menu: MenuCategoryReply[];

/** Two weeks of April 2024 and the two weeks before: days long finished, whatever today is. */
const PERIOD = '?period=custom&from=2024-04-08&to=2024-04-21';
const stays: Record<string, PastStay> = {};
const orders: Record<string, OrderReply> = {};

beforeAll(async () => {
  t = await startTestApp({ seed: true, env: UNLIMITED_WRITES });
  manager = await signInAs(t, 'manager', 'owner');
  desk = await signInAs(t, 'staff', 'desk');
  job = t.app.get(DashboardDaysJob);
  menu = await readMenu(t);
  records = dashboardRecords(t, desk, manager);
  await t.dataSource
    .getRepository(ExchangeRate)
    .insert({ effectiveDate: '2024-03-01', usdToGtq: '7.8100', note: null, setById: null, setByName: 'owner' });
  await openTill(desk);

  stays.paid = await records.stay('lakefront_lower', '2024-04-09', 3, 'cash_usd');
  stays.owed = await records.stay('upper_lakefront', '2024-04-12', 4);
  stays.before = await records.stay('garden_cottage', '2024-03-28', 2, 'cash_gtq');
  stays.later = await records.stay('lakeside_cottage', '2024-04-16', 2);
  const booked = await apiClient(t).send<{ id: number }>('POST', '/api/sauna-bookings', saunaBooking());
  expect(booked.status).toBe(201);
  await moveSaunaBooking(t.dataSource, booked.body.id, '2024-04-10');
  const event = await newPaidEvent(t.dataSource, addDays(retreatToday(), 40), 10);
  const tickets = await apiClient(t).send('POST', '/api/event-bookings', {
    ...eventBooking({ eventId: event.id, totalAmount: '60.00', numberOfTickets: 2 }),
    selectedDateTime: event.startsAt,
  });
  expect(tickets.status).toBe(201);
  await t.dataSource.query('UPDATE event_sessions SET sessionDate = ? WHERE id = ?', ['2024-04-13', event.sessionId]);

  const coffee = (quantity: number): CartLine => ({ item: dish(menu, 'Atitlán Coffee'), quantity });
  const pepian = (quantity: number): CartLine => ({ item: dish(menu, 'Pepián Vegetariano'), quantity });
  const cash = { method: 'cash_gtq', tendered: '1000' };
  orders.breakfast = await records.sell([coffee(2)], '2024-04-10T07:45:00', cash);
  // 19:30 at the retreat is the next day in UTC: it stays on the 10th.
  orders.dinner = await records.sell([pepian(3), coffee(1)], '2024-04-10T19:30:00', {
    method: 'card',
    reference: 'A1',
  });
  orders.lunch = await records.sell([pepian(1)], '2024-04-15T12:10:00', cash);
  orders.open = await records.sell([coffee(1)], '2024-04-18T09:00:00');
  orders.before = await records.sell([pepian(2)], '2024-04-01T13:00:00', cash);
  await records.expense('2024-04-11', '20.00', 'USD');
  await records.expense('2024-04-02', '95.50', 'Q');
});
afterAll(async () => t?.close());

const read = () => manager.read(`/api/dashboard${PERIOD}`, dashboardReply);

/** The reply from the records alone: every stored day removed first. */
async function readLive(): Promise<DashboardReply> {
  await t.dataSource.getRepository(DashboardDay).clear();
  return read();
}

async function storedDays(from: string, to: string): Promise<Map<string, boolean>> {
  const rows = await t.dataSource
    .getRepository(DashboardDay)
    .createQueryBuilder('d')
    .where('d.day >= :from AND d.day <= :to', { from, to })
    .getMany();
  return new Map(rows.map((row) => [String(row.day).slice(0, 10), Boolean(row.stale)]));
}

const staleDays = async (from: string, to: string) =>
  [...(await storedDays(from, to))].filter(([, stale]) => stale).map(([day]) => day);

describe('dashboard stored days', () => {
  let seeded: DashboardReply;

  it('give the same figures as the records, for every day of both periods', async () => {
    expect(await job.catchUp()).toBeGreaterThan(28);
    // From the first record on (the stay of 28 March): the days before it have nothing to store.
    const days = await storedDays('2024-03-25', '2024-04-21');
    expect([...days.keys()][0]).toBe('2024-03-28');
    expect(days.size).toBe(25);
    expect([...days.values()].every((stale) => !stale)).toBe(true);
    seeded = await read();
    // Every source counts in this period: the comparison is not between two empty replies.
    expect(seeded.current.revenue.rooms.paid).not.toBe('0.00');
    expect(seeded.current.revenue.rooms.unpaid).not.toBe('0.00');
    expect(seeded.current.revenue.sauna.unpaid).not.toBe('0.00');
    expect(seeded.current.revenue.events.unpaid).not.toBe('0.00');
    expect(seeded.current.revenue.restaurant.unpaid).not.toBe('0.00');
    expect(seeded.current.restaurant.orders).toBe(3);
    expect(seeded.current.expenses).not.toBe('0.00');
    expect(seeded.previous.revenue.restaurant.paid).toBe(orders.before!.totalAmount);
    expect(seeded.topDishes.map((line) => line.name)).toEqual(['Pepián Vegetariano', 'Atitlán Coffee']);
    expect(seeded.salesByHour.filter((slot) => slot.orders).map((slot) => slot.hour)).toEqual([7, 12, 19]);
    expect(await readLive()).toEqual(seeded);
  });

  it('mark a past day stale when its records change, count the change at once, and are written again', async () => {
    await job.catchUp();
    // A late payment for the owed stay, at the desk today: its four nights change.
    const paid = await manager.send('POST', `/api/room-bookings/${stays.owed!.id}/payments`, {
      method: 'cash_usd',
      amount: stays.owed!.totalPrice,
    });
    expect(paid.status).toBe(201);
    // A refund of the lunch, a cancelled stay and a late expense: changes made anywhere count.
    await t.dataSource.getRepository(RestaurantOrder).update({ id: orders.lunch!.id }, { paymentStatus: 'refunded' });
    await t.dataSource.getRepository(RoomBooking).update({ id: stays.later!.id }, { status: 'cancelled' });
    await records.expense('2024-04-20', '310.00', 'Q');
    expect(await staleDays('2024-03-25', '2024-04-21')).toEqual([
      '2024-04-12',
      '2024-04-13',
      '2024-04-14',
      '2024-04-15',
      '2024-04-16',
      '2024-04-17',
      '2024-04-20',
    ]);

    const changed = await read();
    expect(changed.current.revenue.rooms.paid).not.toBe(seeded.current.revenue.rooms.paid);
    expect(changed.current.restaurant.orders).toBe(2);
    expect(changed.current.expenses).not.toBe(seeded.current.expenses);

    expect(await job.catchUp()).toBe(7);
    expect(await staleDays('2024-03-25', '2024-04-21')).toEqual([]);
    expect(await read()).toEqual(changed);
    expect(await job.catchUp()).toBe(0);
    expect(await readLive()).toEqual(changed);
  });

  it('are not stored while a trigger is missing, and the figures stay those of the records', async () => {
    await job.catchUp();
    const before = await read();
    const dialect = t.dataSource.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
    await t.dataSource.query('DROP TRIGGER dashboard_day_expenses_ins');
    try {
      expect(await job.catchUp()).toBe(0);
      expect((await storedDays('2024-03-25', '2024-04-21')).size).toBe(0);
      await records.expense('2024-04-19', '12.00', 'Q');
      expect((await read()).current.expenses).toBe(
        ((Math.round(Number(before.current.expenses) * 100) + 1200) / 100).toFixed(2),
      );
    } finally {
      const create = createDayTriggers(dialect).find((sql) => sql.includes('dashboard_day_expenses_ins '));
      await t.dataSource.query(create!);
    }
    expect(await job.catchUp()).toBeGreaterThan(28);
  });

  it("count a meal charged to a room as the restaurant's, owed until the stay pays it, stored or not", async () => {
    await setExchangeRate(manager, '7.7500');
    const today = retreatToday();
    const stay = await deskStay(desk, { roomType: 'garden_cottage', guestName: 'Folio Guest' });
    expect((await desk.send('POST', `/api/room-bookings/${stay.id}/check-in`)).status).toBe(200);
    const { status, body: order } = await desk.send<OrderReply>(
      'POST',
      '/api/restaurant/orders',
      orderBody([{ item: dish(menu, 'Pepián Vegetariano'), quantity: 2 }], { source: 'pos', orderType: 'dine_in' }),
    );
    expect(status).toBe(201);
    const charged = await desk.send('POST', `/api/restaurant/orders/${order.id}/room-charge`, { bookingId: stay.id });
    expect(charged.status).toBe(200);
    const nightsQ = (Math.round(Number(stay.totalPrice) * 100 * 7.75) / 100).toFixed(2);
    const readToday = () => manager.read('/api/dashboard?period=today', dashboardReply);

    const owed = await readToday();
    expect(owed.current.revenue.restaurant.unpaid).toBe(order.totalAmount);
    expect(owed.current.restaurant.orders).toBe(0);

    const folio = await desk.read(`/api/folio/stays/${stay.id}`, folioReply);
    const paid = await desk.send('POST', `/api/room-bookings/${stay.id}/payments`, {
      method: 'card',
      amount: folio.balanceDue,
    });
    expect(paid.status).toBe(201);
    const settled = await readToday();
    expect(settled.current.revenue.restaurant).toEqual({ paid: order.totalAmount, unpaid: '0.00' });
    expect(settled.current.restaurant.orders).toBe(1);
    // The stay paid its nights and the meal: only the nights are the rooms' (its first night is today's).
    const firstNight = settled.days.find((day) => day.date === today)!;
    expect(firstNight.revenue.rooms.unpaid).toBe('0.00');
    expect(Number(firstNight.revenue.rooms.paid)).toBeCloseTo(Number(nightsQ) / 2, 1);

    // Time passes: the stay, its nights and the meal move to a finished day, and are stored.
    const checkin = '2024-05-06';
    await t.dataSource.query('UPDATE room_nights SET night = CASE night WHEN ? THEN ? ELSE ? END WHERE bookingId = ?', [
      today,
      checkin,
      addDays(checkin, 1),
      stay.id,
    ]);
    await t.dataSource
      .getRepository(RoomBooking)
      .update({ id: stay.id }, { checkinDate: checkin, checkoutDate: addDays(checkin, 2) });
    await t.dataSource
      .getRepository(RestaurantOrder)
      .update({ id: order.id }, { orderTime: new Date(`${checkin}T12:30:00-06:00`) });
    const period = `/api/dashboard?period=custom&from=${checkin}&to=${addDays(checkin, 1)}`;
    await job.catchUp();
    expect([...(await storedDays(checkin, addDays(checkin, 1))).values()]).toEqual([false, false]);
    const stored = await manager.read(period, dashboardReply);
    expect(stored.current.revenue.restaurant).toEqual({ paid: order.totalAmount, unpaid: '0.00' });
    expect(stored.current.revenue.rooms.unpaid).toBe('0.00');
    // Both nights, valued at the rate of May 2024 (7.81): the nights' price, not the meal's.
    expect(stored.current.revenue.rooms.paid).toBe((Math.round(Number(stay.totalPrice) * 781) / 100).toFixed(2));
    await t.dataSource.getRepository(DashboardDay).clear();
    expect(await manager.read(period, dashboardReply)).toEqual(stored);
  });
});
