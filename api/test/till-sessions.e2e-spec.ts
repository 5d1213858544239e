/**
 * Till sessions and the day's dollar rate, over HTTP and in the rows, on SQLite and MariaDB:
 * a manager sets the rate (history kept, every payment stores the rate it used); a cashier
 * opens the till with a float in Q and USD, payments join the open session, the X report adds
 * it up any time and the close (Z report) compares expected with counted cash per currency.
 * Invariant: expected cash = float + cash handed over − change given, per currency, checked
 * against sums taken from the order rows themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  subtractMoney,
  sumMoney,
  TILL_MESSAGES,
  type CurrentExchangeRateReply,
  type CurrentTillReply,
  type ExchangeRateReply,
  type MenuCategoryReply,
  type OrderReply,
  type TillPaymentReply,
  type TillReportReply,
  type TillSessionReply,
} from '@lakeside/contracts';
import { AuditEntry } from '../src/admin/audit/audit-entry.entity.js';
import { retreatToday } from '../src/common/time/retreat-clock.js';
import { RestaurantOrder } from '../src/restaurant/restaurant-order.entity.js';
import { TillSession } from '../src/restaurant/till/till-session.entity.js';
import { refusal } from './support/expected-errors.js';
import { dish, orderBody, postGuestOrder, readMenu, type CartLine } from './support/restaurant-orders.js';
import { anonymous, signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { openTill } from './support/till.js';

let t: TestApp;
let cashier: StaffApiClient;
let manager: StaffApiClient;
let menu: MenuCategoryReply[];

beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { PUBLIC_WRITES_PER_MINUTE: '10000' } });
  cashier = await signInAs(t, 'staff', 'cashier');
  manager = await signInAs(t, 'manager', 'maria');
  menu = await readMenu(t);
});
afterAll(async () => t?.close());

/** Q95.00: a Pepián (Q65) and two coffees (Q15). */
const lunch = (): CartLine[] => [
  { item: dish(menu, 'Pepián Vegetariano'), quantity: 1 },
  { item: dish(menu, 'Atitlán Coffee'), quantity: 2 },
];
async function order(lines: CartLine[] = lunch()): Promise<OrderReply> {
  const { status, body } = await postGuestOrder(t, orderBody(lines));
  expect(status).toBe(201);
  return body;
}
const pay = (orderId: number, body: unknown) =>
  cashier.send<TillPaymentReply>('POST', `/api/restaurant/orders/${orderId}/payment`, body);
const setRate = (body: unknown, client = manager) =>
  client.send<ExchangeRateReply>('POST', '/api/exchange-rates', body);
const currentRate = () => cashier.send<CurrentExchangeRateReply>('GET', '/api/exchange-rates/current');
const close = (id: number, body: unknown, client = cashier) =>
  client.send<TillReportReply>('POST', `/api/till/sessions/${id}/close`, body);
const report = (id: number) => cashier.send<TillReportReply>('GET', `/api/till/sessions/${id}/report`);
const orderRow = (id: number) => t.dataSource.getRepository(RestaurantOrder).findOneByOrFail({ id });

describe('the day’s dollar rate', () => {
  it('is unset at first, and a dollar payment is refused until a manager sets it', async () => {
    expect((await currentRate()).body).toEqual({ date: retreatToday(), rate: null });
    const session = await openTill(cashier);
    const unpaid = await order();
    expect(await pay(unpaid.id, { method: 'cash_usd', tendered: '20' })).toEqual({
      status: 409,
      body: refusal('till.noExchangeRate'),
    });
    expect((await orderRow(unpaid.id)).paymentStatus).toBe('pending');
    // The refused payment left the session as it was.
    expect((await report(session.id)).body.session.payments).toBe(0);
    expect((await close(session.id, { countedGtq: '500', countedUsd: '0' })).status).toBe(200);
  });

  it('is set by managers only, checked, and never for a past day', async () => {
    expect((await setRate({ usdToGtq: '7.75' }, cashier)).status).toBe(403);
    expect((await setRate({ usdToGtq: '7.75' }, anonymous(t))).status).toBe(401);
    const wrong = await setRate({ usdToGtq: '775' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'usdToGtq', message: TILL_MESSAGES.invalidExchangeRate }]);
    const past = await setRate({ usdToGtq: '7.75', effectiveDate: addDays(retreatToday(), -1) });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual([{ field: 'effectiveDate', message: TILL_MESSAGES.rateDateInPast }]);
    expect(await t.dataSource.query('SELECT id FROM exchange_rates')).toEqual([]);
  });

  it('keeps its history: the latest rate set for today is in force, a later day’s waits', async () => {
    const first = await setRate({ usdToGtq: '7.75', note: 'Banguat' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      usdToGtq: '7.7500',
      effectiveDate: retreatToday(),
      note: 'Banguat',
      setBy: 'maria',
    });
    const tomorrow = addDays(retreatToday(), 1);
    await setRate({ usdToGtq: '7.90', effectiveDate: tomorrow });
    expect((await currentRate()).body.rate?.usdToGtq).toBe('7.7500');
    const corrected = await setRate({ usdToGtq: '7.7342' });
    expect((await currentRate()).body.rate).toEqual(corrected.body);

    const history = await cashier.send<ExchangeRateReply[]>('GET', '/api/exchange-rates');
    expect(history.body.map((rate) => [rate.effectiveDate, rate.usdToGtq])).toEqual([
      [tomorrow, '7.9000'],
      [retreatToday(), '7.7342'],
      [retreatToday(), '7.7500'],
    ]);
    const audit = await t.dataSource.getRepository(AuditEntry).findBy({ resource: 'exchange-rates' });
    expect(audit.map((entry) => entry.staffUsername)).toEqual(['maria', 'maria', 'maria']);
  });

  it('is stored with each dollar payment as it was when the payment was taken', async () => {
    const session = await openTill(cashier);
    const [before, after] = [await order(), await order()];
    expect((await pay(before.id, { method: 'cash_usd', tendered: '13' })).body.payment).toMatchObject({
      amountDue: '12.29', // Q95 at 7.7342, rounded up
      exchangeRate: '7.7342',
      changeDue: '5.54', // $13 at 7.7342 is Q100.5446 → Q100.54, less Q95
    });
    await setRate({ usdToGtq: '7.70' });
    expect((await pay(after.id, { method: 'cash_usd', tendered: '13' })).body.payment).toMatchObject({
      amountDue: '12.34',
      exchangeRate: '7.7000',
      changeDue: '5.10',
    });
    expect((await orderRow(before.id)).exchangeRate).toBe('7.7342');
    expect((await orderRow(after.id)).exchangeRate).toBe('7.7000');
    expect((await report(session.id)).body.exchangeRates).toEqual(['7.7342', '7.7000']);
    expect((await close(session.id, { countedGtq: '489.36', countedUsd: '26' })).body.session.difference).toEqual({
      Q: '0.00', // 500 − 5.54 − 5.10
      USD: '0.00',
    });
  });
});

describe('a till session', () => {
  let session: TillSessionReply;
  const paid: number[] = [];

  it('refuses payments while the till is closed', async () => {
    const unpaid = await order();
    expect(await pay(unpaid.id, { method: 'card' })).toEqual({ status: 409, body: refusal('till.notOpen') });
    expect((await cashier.send<CurrentTillReply>('GET', '/api/till')).body.session).toBeNull();
  });

  it('opens once with the counted float in quetzales and dollars', async () => {
    const opens = await Promise.all(
      Array.from({ length: 5 }, () =>
        cashier.send<TillSessionReply>('POST', '/api/till/sessions', { floatGtq: '500', floatUsd: '20.00' }),
      ),
    );
    expect(opens.map((reply) => reply.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(opens.find((reply) => reply.status === 409)?.body).toEqual(refusal('till.alreadyOpen'));
    session = opens.find((reply) => reply.status === 201)!.body;
    expect(session).toMatchObject({
      status: 'open',
      openedBy: 'cashier',
      float: { Q: '500.00', USD: '20.00' },
      payments: 0,
      closedAt: null,
      counted: null,
      difference: null,
    });
    const current = (await cashier.send<CurrentTillReply>('GET', '/api/till')).body;
    expect(current.session?.id).toBe(session.id);
    expect(current.exchangeRate?.usdToGtq).toBe('7.7000');
  });

  it('adds up Q and USD cash, cards and tips in the X report', async () => {
    const takings: [unknown, CartLine[]][] = [
      [{ method: 'cash_gtq', tendered: '100' }, lunch()], // change Q5
      [{ method: 'cash_gtq', tendered: '100', tip: '5' }, lunch()], // tip Q5, no change
      [{ method: 'cash_usd', tendered: '20' }, lunch()], // $20 at 7.70 = Q154, change Q59
      [{ method: 'cash_usd', tendered: '10', tip: '2' }, [{ item: dish(menu, 'Desayuno Chapín'), quantity: 1 }]], // Q77 − 45 − 2 = Q30
      [{ method: 'card', tip: '9.50', reference: 'AUTH-1' }, lunch()], // terminal charged Q104.50
    ];
    for (const [body, lines] of takings) {
      const placed = await order(lines);
      const { status } = await pay(placed.id, body);
      expect(status).toBe(200);
      paid.push(placed.id);
    }
    const { status, body } = await report(session.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      kind: 'X',
      session: { id: session.id, status: 'open', payments: 5 },
      sales: { orders: 5, total: '425.00' },
      byMethod: {
        cash_gtq: { payments: 2, sales: '190.00' },
        cash_usd: { payments: 2, sales: '140.00' },
        card: { payments: 1, sales: '95.00' },
      },
      cash: {
        // 500 + 200 − (5 + 59 + 30)
        Q: { float: '500.00', received: '200.00', changeGiven: '94.00', expected: '606.00', counted: null },
        USD: { float: '20.00', received: '30.00', changeGiven: '0.00', expected: '50.00', counted: null },
      },
      card: { payments: 1, sales: '95.00', tips: '9.50', total: '104.50' },
      tips: { cash: '7.00', card: '9.50', total: '16.50' },
      exchangeRates: ['7.7000'],
    });
  });

  it('expects float + cash handed over − change given, per currency, as the order rows say', async () => {
    const rows = await t.dataSource.getRepository(RestaurantOrder).findBy({ tillSessionId: session.id });
    expect(rows.map((row) => row.id).sort()).toEqual([...paid].sort());
    const cashIn = (method: string) =>
      sumMoney(rows.filter((row) => row.paymentMethod === method).map((row) => row.tendered ?? '0'));
    const change = sumMoney(rows.map((row) => row.changeGiven ?? '0'));
    const { cash } = (await report(session.id)).body;
    expect(cash.Q.expected).toBe(subtractMoney(sumMoney(['500.00', cashIn('cash_gtq')]), change));
    expect(cash.USD.expected).toBe(sumMoney(['20.00', cashIn('cash_usd')]));
    // Every payment's cash covers its order and tip at the rate it stored, and no more is given back.
    for (const row of rows.filter((r) => r.paymentMethod !== 'card')) {
      const worth = row.exchangeRate
        ? Math.floor(Number(row.tendered) * Number(row.exchangeRate) * 100 + 1e-6) / 100
        : Number(row.tendered);
      expect(Number(row.changeGiven)).toBeCloseTo(worth - Number(row.totalAmount) - Number(row.tipAmount), 2);
    }
  });

  it('closes with the count: expected vs counted per currency, the difference and who closed it (Z)', async () => {
    const { status, body } = await close(session.id, {
      countedGtq: '596.00',
      countedUsd: '50.00',
      note: 'Q10 short',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      kind: 'Z',
      session: {
        status: 'closed',
        closedBy: 'cashier',
        counted: { Q: '596.00', USD: '50.00' },
        expected: { Q: '606.00', USD: '50.00' },
        difference: { Q: '-10.00', USD: '0.00' },
        closingNote: 'Q10 short',
      },
      cash: {
        Q: { expected: '606.00', counted: '596.00', difference: '-10.00' },
        USD: { expected: '50.00', counted: '50.00', difference: '0.00' },
      },
    });
    const row = await t.dataSource.getRepository(TillSession).findOneByOrFail({ id: session.id });
    expect(row).toMatchObject({
      openTill: null,
      expectedGtq: '606.00',
      differenceGtq: '-10.00',
      differenceUsd: '0.00',
      closedByName: 'cashier',
    });
    const audit = await t.dataSource
      .getRepository(AuditEntry)
      .findOneByOrFail({ resource: 'till-sessions', recordId: String(session.id), action: 'update' });
    expect(audit.changes.after).toMatchObject({ difference: { Q: '-10.00', USD: '0.00' } });
    // The Z report reads the same afterwards.
    expect((await report(session.id)).body).toEqual({ ...body, generatedAt: expect.any(String) });
  });

  it('closes once, and takes no payment once closed', async () => {
    expect(await close(session.id, { countedGtq: '1', countedUsd: '1' })).toEqual({
      status: 409,
      body: refusal('till.alreadyClosed'),
    });
    expect((await close(999_999, { countedGtq: '1', countedUsd: '1' })).status).toBe(404);
    expect((await report(999_999)).status).toBe(404);
    const late = await order();
    expect((await pay(late.id, { method: 'card' })).status).toBe(409);
    const missing = await close(session.id, { countedGtq: '1' });
    expect(missing.status).toBe(400);
  });

  it('counts every payment that raced the close, and refuses the rest', async () => {
    const racing = await openTill(cashier);
    const orders = await Promise.all(Array.from({ length: 12 }, () => order()));
    const payAll = (some: OrderReply[]) =>
      some.map((placed) => pay(placed.id, { method: 'cash_gtq', tendered: '100' }));
    // Sent together: six payments, the close, six more.
    const early = payAll(orders.slice(0, 6));
    const closing = close(racing.id, { countedGtq: '0', countedUsd: '0' });
    const payments = await Promise.all([...early, ...payAll(orders.slice(6))]);
    const closed = await closing;
    expect(closed.status).toBe(200);
    const taken = payments.filter((reply) => reply.status === 200);
    expect(payments.every((reply) => reply.status === 200 || reply.body.code === 'till.notOpen')).toBe(true);
    expect(closed.body.sales.orders).toBe(taken.length);
    expect(closed.body.session.payments).toBe(taken.length);
    expect(closed.body.cash.Q.expected).toBe(sumMoney(['500.00', ...taken.map(() => '95.00')]));
    const rows = await t.dataSource.getRepository(RestaurantOrder).countBy({ tillSessionId: racing.id });
    expect(rows).toBe(taken.length);
  });

  it('lists sessions newest first, for staff only', async () => {
    const list = await cashier.send<TillSessionReply[]>('GET', '/api/till/sessions');
    expect(list.body[1]?.id).toBe(session.id);
    expect(list.body.every((entry) => entry.status === 'closed')).toBe(true);
    expect((await anonymous(t).request('GET', '/api/till')).status).toBe(401);
    expect((await anonymous(t).request('POST', '/api/till/sessions', { floatGtq: 1, floatUsd: 1 })).status).toBe(401);
  });
});
