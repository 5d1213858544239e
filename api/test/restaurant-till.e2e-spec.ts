/**
 * The till and the day's figures: cash in quetzales and in dollars (at the day's rate, change in
 * quetzales), cards, one payment per order (also when two taps race), each in the open till
 * session, and GET /api/restaurant/summary over the retreat's day (midnight to midnight in
 * America/Guatemala, UTC-6). Till sessions and their cash-up: till-sessions.e2e-spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../src/admin/audit/audit-entry.entity.js';
import { retreatToday } from '../src/common/time/retreat-clock.js';
import type { DailySummaryReply } from '../src/restaurant/daily-summary.service.js';
import type { MenuCategoryReply, OrderReply, TillPaymentReply } from '@lakeside/contracts';
import { RestaurantOrder } from '../src/restaurant/restaurant-order.entity.js';
import { dish, orderBody, postGuestOrder, readMenu, type CartLine } from './support/restaurant-orders.js';
import { anonymous, signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { refusal } from './support/expected-errors.js';
import { openTill, setExchangeRate } from './support/till.js';

let t: TestApp;
let cashier: StaffApiClient;
let menu: MenuCategoryReply[];
let tillSessionId: number;

beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { PUBLIC_WRITES_PER_MINUTE: '1000' } });
  cashier = await signInAs(t, 'staff', 'cashier');
  menu = await readMenu(t);
  await setExchangeRate(await signInAs(t, 'manager', 'manager'), '7.75');
  tillSessionId = (await openTill(cashier)).id;
});
afterAll(async () => t?.close());

const lunchForTwo = (): CartLine[] => [
  { item: dish(menu, 'Pepián Vegetariano'), quantity: 1 },
  { item: dish(menu, 'Atitlán Coffee'), quantity: 2 },
];
const coffees = (quantity: number): CartLine[] => [{ item: dish(menu, 'Atitlán Coffee'), quantity }];

async function place(
  lines: CartLine[],
  extra: Record<string, unknown> = {},
  orderTime = '2026-11-22T15:00:00Z',
): Promise<OrderReply> {
  const { status, body } = await postGuestOrder(t, orderBody(lines, extra));
  expect(status).toBe(201);
  // Placed "on" a fixed retreat day, so the summary's figures do not depend on today's clock.
  await t.dataSource.getRepository(RestaurantOrder).update({ id: body.id }, { orderTime: new Date(orderTime) });
  return body;
}

const pay = (orderId: number, body: unknown) =>
  cashier.send<TillPaymentReply>('POST', `/api/restaurant/orders/${orderId}/payment`, body);
const summaryOf = (query = '') => cashier.send<DailySummaryReply>('GET', `/api/restaurant/summary${query}`);

const orders: Record<string, OrderReply> = {};

describe('payment at the till', () => {
  beforeAll(async () => {
    orders.a = await place(lunchForTwo());
    orders.b = await place(lunchForTwo(), {
      orderType: 'room_service',
      tableNumber: null,
      roomNumber: 'garden_cottage',
    });
    const takeaway = await cashier.send<OrderReply>(
      'POST',
      '/api/restaurant/orders',
      orderBody([{ item: dish(menu, 'Desayuno Chapín'), quantity: 1 }], {
        source: 'pos',
        orderType: 'takeaway',
        tableNumber: null,
      }),
    );
    orders.c = takeaway.body;
    await t.dataSource
      .getRepository(RestaurantOrder)
      .update({ id: orders.c.id }, { orderTime: new Date('2026-11-22T15:00:00Z') });
    orders.d = await place(coffees(1));
    orders.e = await place(coffees(3));
    orders.g = await place(coffees(1), {}, '2026-11-23T05:59:59Z'); // 23:59:59 on the 22nd at the retreat
    orders.f = await place(coffees(1), {}, '2026-11-22T05:59:59Z'); // 23:59:59 on the 21st
  });

  it('takes cash in quetzales and gives the change', async () => {
    const { status, body } = await pay(orders.a!.id, { method: 'cash_gtq', tendered: '100' });
    expect(status).toBe(200);
    expect(body.payment).toEqual({
      method: 'cash_gtq',
      currency: 'Q',
      amountDue: '95.00',
      tendered: '100.00',
      tip: '0.00',
      changeDue: '5.00',
      changeCurrency: 'Q',
      exchangeRate: null,
      tillSessionId,
    });
    expect(body.order).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'cash_gtq',
      paidCurrency: 'Q',
      paidAmount: '95.00',
    });
    expect(body.order.paidAt).toEqual(expect.any(String));

    const audit = await t.dataSource
      .getRepository(AuditEntry)
      .findOneByOrFail({ resource: 'restaurant-orders', recordId: String(orders.a!.id) });
    expect(audit).toMatchObject({ staffUsername: 'cashier', action: 'update' });
    expect(audit.changes.after).toMatchObject({
      paymentStatus: 'paid',
      tendered: '100.00',
      changeGiven: '5.00',
      tillSessionId,
    });
  });

  it('takes cash in dollars at the day’s rate, change in quetzales, and stores the rate', async () => {
    const { status, body } = await pay(orders.b!.id, { method: 'cash_usd', tendered: '20.00' });
    expect(status).toBe(200);
    expect(body.payment).toEqual({
      method: 'cash_usd',
      currency: 'USD',
      amountDue: '12.26',
      tendered: '20.00',
      tip: '0.00',
      // $20.00 at 7.75 is Q155.00, less Q95.00
      changeDue: '60.00',
      changeCurrency: 'Q',
      exchangeRate: '7.7500',
      tillSessionId,
    });
    expect(body.order).toMatchObject({ paidCurrency: 'USD', paidAmount: '12.26', totalAmount: '95.00' });
    const row = await t.dataSource.getRepository(RestaurantOrder).findOneByOrFail({ id: orders.b!.id });
    expect(row).toMatchObject({ exchangeRate: '7.7500', tendered: '20.00', changeGiven: '60.00', tillSessionId });
  });

  it('charges a card the exact total, keeping the terminal’s reference', async () => {
    const { status, body } = await pay(orders.c!.id, { method: 'card', reference: 'AUTH-4411' });
    expect(status).toBe(200);
    expect(body.payment).toMatchObject({ currency: 'Q', amountDue: '45.00', changeDue: '0.00' });
    const row = await t.dataSource.getRepository(RestaurantOrder).findOneByOrFail({ id: orders.c!.id });
    expect(row).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'card', paymentId: 'AUTH-4411' });
  });

  it('refuses a second payment with 409', async () => {
    expect(await pay(orders.a!.id, { method: 'card' })).toEqual({
      status: 409,
      body: refusal('restaurant.alreadyPaid'),
    });
  });

  it('takes one of two simultaneous payments of the same order', async () => {
    const results = await Promise.all([
      pay(orders.d!.id, { method: 'cash_gtq', tendered: '20.00' }),
      pay(orders.d!.id, { method: 'cash_gtq', tendered: '20.00' }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(await t.dataSource.getRepository(AuditEntry).countBy({ recordId: String(orders.d!.id) })).toBe(1);
  });

  it('needs the cash handed over, and enough of it', async () => {
    const missing = await pay(orders.e!.id, { method: 'cash_gtq' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'tendered', message: 'Enter the amount the guest handed over' }]);
    const short = await pay(orders.e!.id, { method: 'cash_usd', tendered: '5.00' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([
      { field: 'tendered', message: 'The amount handed over is less than the $5.81 due' },
    ]);
    expect((await pay(orders.e!.id, { method: 'bitcoin' })).status).toBe(400);
    expect((await pay(999_999, { method: 'card' })).status).toBe(404);
  });

  it('is for staff only', async () => {
    const response = await anonymous(t).request('POST', `/api/restaurant/orders/${orders.e!.id}/payment`, {
      method: 'card',
    });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/restaurant/summary', () => {
  it('sums the retreat day exactly: orders, revenue per currency, order types, payment methods, top items', async () => {
    const { status, body: summary } = await summaryOf('?date=2026-11-22');
    expect(status).toBe(200);
    expect(summary).toEqual({
      date: '2026-11-22',
      timeZone: 'America/Guatemala',
      from: '2026-11-22T06:00:00.000Z',
      to: '2026-11-23T06:00:00.000Z',
      orders: 6,
      sales: { Q: '310.00', USD: '0.00' },
      revenue: { Q: '155.00', USD: '12.26' },
      byOrderType: {
        dine_in: { orders: 4, sales: '170.00' },
        takeaway: { orders: 1, sales: '45.00' },
        delivery: { orders: 0, sales: '0.00' },
        room_service: { orders: 1, sales: '95.00' },
      },
      byPaymentMethod: {
        cash_gtq: { orders: 2, sales: '110.00', received: { currency: 'Q', amount: '110.00' } },
        cash_usd: { orders: 1, sales: '95.00', received: { currency: 'USD', amount: '12.26' } },
        card: { orders: 1, sales: '45.00', received: { currency: 'Q', amount: '45.00' } },
      },
      unpaid: { orders: 2, sales: '60.00' },
      topItems: [
        { menuItemId: dish(menu, 'Atitlán Coffee').id, name: 'Atitlán Coffee', quantity: 9, sales: '135.00' },
        { menuItemId: dish(menu, 'Pepián Vegetariano').id, name: 'Pepián Vegetariano', quantity: 2, sales: '130.00' },
        { menuItemId: dish(menu, 'Desayuno Chapín').id, name: 'Desayuno Chapín', quantity: 1, sales: '45.00' },
      ],
    });
  });

  it('counts the order placed a second before midnight at the retreat on the day before', async () => {
    expect((await summaryOf('?date=2026-11-21')).body.orders).toBe(1);
  });

  it('defaults to today at the retreat, refuses a malformed date and anonymous callers', async () => {
    expect((await summaryOf()).body.date).toBe(retreatToday());
    expect((await summaryOf('?date=22/11/2026')).status).toBe(400);
    expect((await anonymous(t).request('GET', '/api/restaurant/summary')).status).toBe(401);
  });
});
