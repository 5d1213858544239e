/**
 * The nightly sales figures (sales_analytics): a day's row against the same day computed by hand
 * from the orders' replies, the week and month rows holding it, a rerun that writes nothing new,
 * two runs at once, and a catch-up after days of downtime. Orders are moved to March 2025 so the
 * figures do not depend on today's clock or on the demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumMoney, type MenuCategoryReply, type OrderReply } from '@lakeside/contracts';
import { SalesAnalytics } from '../src/analytics/sales-analytics.entity.js';
import { SalesAnalyticsJob } from '../src/analytics/sales-analytics-job.js';
import { JobScheduler } from '../src/common/scheduler/job-scheduler.js';
import { RestaurantOrder } from '../src/restaurant/restaurant-order.entity.js';
import { dish, orderBody, readMenu, type CartLine } from './support/restaurant-orders.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { openTill, setExchangeRate } from './support/till.js';

let t: TestApp;
let cashier: StaffApiClient;
let menu: MenuCategoryReply[];
let job: SalesAnalyticsJob;

beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { PUBLIC_WRITES_PER_MINUTE: '1000' } });
  cashier = await signInAs(t, 'staff', 'cashier');
  menu = await readMenu(t);
  await setExchangeRate(await signInAs(t, 'manager', 'manager'), '7.75');
  await openTill(cashier);
  job = t.app.get(SalesAnalyticsJob);
  // The scheduler's first check at boot must be over before orders move into the past, or it
  // would write those days itself.
  await t.app.get(JobScheduler).runDue();
});
afterAll(async () => t?.close());

const coffee = (quantity: number): CartLine => ({ item: dish(menu, 'Atitlán Coffee'), quantity });
const pepian = (quantity: number): CartLine => ({ item: dish(menu, 'Pepián Vegetariano'), quantity });
const anonymous = { customerPhone: null, customerEmail: null };

/** Places an order "at" a retreat time (UTC-6) and pays it when a method is given. */
async function sell(
  lines: CartLine[],
  localTime: string,
  extra: Record<string, unknown>,
  payment?: Record<string, unknown>,
): Promise<OrderReply> {
  const { status, body } = await cashier.send<OrderReply>(
    'POST',
    '/api/restaurant/orders',
    orderBody(lines, { source: 'pos', ...extra }),
  );
  expect(body).toMatchObject({ id: expect.any(Number) });
  expect(status).toBe(201);
  const orderTime = new Date(`${localTime}-06:00`);
  await t.dataSource.getRepository(RestaurantOrder).update({ id: body.id }, { orderTime });
  if (payment) {
    const paid = await cashier.send('POST', `/api/restaurant/orders/${body.id}/payment`, payment);
    expect(paid.status).toBe(200);
  }
  return body;
}

const rowOf = (analyticsDate: string, periodType: string) =>
  t.dataSource.getRepository(SalesAnalytics).findOneByOrFail({ analyticsDate, periodType: periodType as never });

describe('sales analytics', () => {
  const sold: Record<string, OrderReply> = {};

  beforeAll(async () => {
    const ana = { ...anonymous, customerEmail: 'ana@example.com' };
    // Monday: Ana's first visit.
    sold.monday = await sell(
      [pepian(1)],
      '2025-03-03T13:00:00',
      { ...ana, customerEmail: 'ANA@example.com' },
      {
        method: 'cash_gtq',
        tendered: '200',
      },
    );
    // Tuesday 2025-03-04, the day computed by hand below.
    sold.lunch = await sell([pepian(1), coffee(2)], '2025-03-04T12:30:00', ana, {
      method: 'cash_gtq',
      tendered: '300',
    });
    sold.takeaway = await sell(
      [coffee(3)],
      '2025-03-04T12:50:00',
      { ...anonymous, customerPhone: '+502 5555-1234', orderType: 'takeaway', tableNumber: null },
      { method: 'card', reference: 'AUTH-1' },
    );
    sold.table = await sell([coffee(1)], '2025-03-04T19:10:00', anonymous, { method: 'cash_usd', tendered: '10.00' });
    sold.lateNight = await sell([coffee(1)], '2025-03-04T23:59:59', ana, { method: 'cash_gtq', tendered: '50' });
    // Not sales: one left unpaid, one cancelled.
    await sell([pepian(4)], '2025-03-04T13:00:00', anonymous);
    const cancelled = await sell([pepian(2)], '2025-03-04T14:00:00', anonymous);
    expect((await cashier.send('POST', `/api/restaurant/orders/${cancelled.id}/cancel`, {})).status).toBe(200);
    // Wednesday after midnight: the next day.
    sold.wednesday = await sell([coffee(2)], '2025-03-05T00:00:00', anonymous, { method: 'cash_gtq', tendered: '50' });
  });

  it('writes each finished day, and the week and month holding them, from the first order on', async () => {
    const days = await job.catchUp(new Date('2025-03-06T12:00:00-06:00'));
    expect(days).toEqual(['2025-03-03', '2025-03-04', '2025-03-05']);
  });

  it("gives a day's figures as computed by hand from its paid orders", async () => {
    const tuesday = [sold.lunch!, sold.takeaway!, sold.table!, sold.lateNight!];
    const revenue = sumMoney(tuesday.map((order) => order.totalAmount));
    const row = await rowOf('2025-03-04', 'daily');
    expect(row).toMatchObject({
      totalOrders: 4,
      totalRevenue: revenue,
      averageOrderValue: (Math.round((Number(revenue) * 100) / 4) / 100).toFixed(2),
      topSellingItemId: dish(menu, 'Atitlán Coffee').id,
      topSellingItemQuantity: 2 + 3 + 1 + 1,
      // Ana (by e-mail, twice), the phone guest, and the anonymous table.
      totalCustomers: 3,
      // Ana came on Monday (her e-mail in other letters then): only the phone guest is new.
      newCustomers: 1,
      peakHour: 12,
    });
    expect(row.orderTypeBreakdown).toMatchObject({
      dine_in: { orders: 3, revenue: sumMoney([sold.lunch!, sold.table!, sold.lateNight!].map((o) => o.totalAmount)) },
      takeaway: { orders: 1, revenue: sold.takeaway!.totalAmount },
      room_service: { orders: 0, revenue: '0.00' },
    });
    expect(row.paymentMethodBreakdown).toEqual({
      cash_gtq: { orders: 2, revenue: sumMoney([sold.lunch!.totalAmount, sold.lateNight!.totalAmount]) },
      cash_usd: { orders: 1, revenue: sold.table!.totalAmount },
      card: { orders: 1, revenue: sold.takeaway!.totalAmount },
    });
  });

  it('sums the week and the month over every day, and counts a guest once', async () => {
    const all = Object.values(sold);
    for (const [date, type] of [
      ['2025-03-03', 'weekly'],
      ['2025-03-01', 'monthly'],
    ] as const) {
      expect(await rowOf(date, type)).toMatchObject({
        totalOrders: all.length,
        totalRevenue: sumMoney(all.map((order) => order.totalAmount)),
        totalCustomers: 4, // Ana, the phone guest, two anonymous orders
        newCustomers: 2,
      });
    }
    expect(await rowOf('2025-03-03', 'daily')).toMatchObject({ totalOrders: 1, newCustomers: 1 });
  });

  it('writes once however often it runs, also two runs at once', async () => {
    const before = await t.dataSource.getRepository(SalesAnalytics).find({ order: { id: 'ASC' } });
    const now = new Date('2025-03-06T12:00:00-06:00');
    await Promise.all([job.catchUp(now), job.catchUp(now)]);
    const after = await t.dataSource.getRepository(SalesAnalytics).find({ order: { id: 'ASC' } });
    const figures = (rows: SalesAnalytics[]) => rows.map(({ createdAt: _c, updatedAt: _u, ...row }) => row);
    expect(figures(after)).toEqual(figures(before));
  });

  it('catches up the days missed while it did not run, rechecking the last ones', async () => {
    const days = await job.catchUp(new Date('2025-03-10T08:00:00-06:00'));
    expect(days[0]).toBe('2025-03-04');
    expect(days.at(-1)).toBe('2025-03-09');
    expect(await rowOf('2025-03-08', 'daily')).toMatchObject({ totalOrders: 0, totalRevenue: '0.00', peakHour: null });
    expect(await rowOf('2025-03-10', 'weekly').catch(() => undefined)).toBeUndefined();
  });
});
