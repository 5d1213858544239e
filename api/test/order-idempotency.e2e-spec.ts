/**
 * Idempotency keys of the till's writes, which an offline POS queues and sends later — maybe
 * twice, or from two tabs at once: POST /api/restaurant/orders with clientOrderId and
 * POST /api/restaurant/orders/:id/payment with clientPaymentId. Fifty concurrent replays of one
 * key make exactly one order (and its kitchen tickets) or one payment (counted once in the till
 * session) and all get the same reply; a key reused with a different request is refused with
 * 422 restaurant.idempotencyKeyReused and changes nothing. Run with DATABASE_URL for MariaDB.
 */
import { randomUUID } from 'node:crypto';
import type { MenuCategoryReply, OrderReply, TillPaymentReply } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KitchenQueueItem } from '../src/restaurant/kitchen-queue-item.entity.js';
import { RestaurantOrder } from '../src/restaurant/restaurant-order.entity.js';
import { TillSession } from '../src/restaurant/till/till-session.entity.js';
import { refusal } from './support/expected-errors.js';
import { dish, orderBody, readMenu, type CartLine } from './support/restaurant-orders.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { openTill } from './support/till.js';

const REPLAYS = 50;

let t: TestApp;
let cashier: StaffApiClient;
let menu: MenuCategoryReply[];
let tillSessionId: number;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  cashier = await signInAs(t, 'staff', 'cashier');
  menu = await readMenu(t);
  tillSessionId = (await openTill(cashier)).id;
});
afterAll(async () => t?.close());

const lunch = (coffees = 2): CartLine[] => [
  { item: dish(menu, 'Pepián Vegetariano'), quantity: 1 },
  { item: dish(menu, 'Atitlán Coffee'), quantity: coffees },
];
const tillOrder = (lines: CartLine[], clientOrderId: string) =>
  orderBody(lines, { source: 'pos', orderType: 'takeaway', tableNumber: null, clientOrderId });
const placeOrder = (body: unknown) => cashier.send<OrderReply>('POST', '/api/restaurant/orders', body);
const pay = (orderId: number, body: unknown) =>
  cashier.send<TillPaymentReply>('POST', `/api/restaurant/orders/${orderId}/payment`, body);
const ordersRepo = () => t.dataSource.getRepository(RestaurantOrder);
const paymentCount = async () =>
  (await t.dataSource.getRepository(TillSession).findOneByOrFail({ id: tillSessionId })).paymentCount;

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

async function newOrder(): Promise<OrderReply> {
  const { status, body } = await placeOrder(tillOrder(lunch(), randomUUID()));
  expect(status).toBe(201);
  return body;
}

describe('an order under a clientOrderId', () => {
  it(`is created once when ${REPLAYS} replays arrive at once, and every replay gets it`, async () => {
    const key = randomUUID();
    const body = tillOrder(lunch(), key);
    const results = await Promise.all(Array.from({ length: REPLAYS }, () => placeOrder(body)));

    expect(tally(results.map((result) => result.status))).toEqual({ 201: 1, 200: REPLAYS - 1 });
    const [first] = results;
    for (const result of results) expect(result.body).toEqual(first!.body);
    const rows = await ordersRepo().findBy({ clientOrderId: key });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.totalAmount).toBe(first!.body.totalAmount);
    const tickets = await t.dataSource
      .getRepository(KitchenQueueItem)
      .count({ where: { orderItem: { orderId: rows[0]!.id } } });
    expect(tickets).toBe(2);
  });

  it('refuses the key with a different order (422) and keeps the first', async () => {
    const key = randomUUID();
    const first = await placeOrder(tillOrder(lunch(2), key));
    expect(first.status).toBe(201);

    const other = await placeOrder(tillOrder(lunch(3), key));
    expect(other).toEqual({ status: 422, body: refusal('restaurant.idempotencyKeyReused') });
    const rows = await ordersRepo().findBy({ clientOrderId: key });
    expect(rows.map((row) => row.totalAmount)).toEqual([first.body.totalAmount]);
  });
});

describe('a payment under a clientPaymentId', () => {
  it(`is taken once when ${REPLAYS} replays arrive at once, and every replay gets the same reply`, async () => {
    const order = await newOrder();
    const countBefore = await paymentCount();
    const body = { method: 'cash_gtq', tendered: '200.00', tip: '5.00', clientPaymentId: randomUUID() };

    const results = await Promise.all(Array.from({ length: REPLAYS }, () => pay(order.id, body)));

    expect(tally(results.map((result) => result.status))).toEqual({ 200: REPLAYS });
    const [first] = results;
    expect(first!.body.payment).toMatchObject({
      method: 'cash_gtq',
      currency: 'Q',
      amountDue: order.totalAmount,
      tendered: '200.00',
      tip: '5.00',
      tillSessionId,
    });
    for (const result of results) expect(result.body).toEqual(first!.body);
    expect(await paymentCount()).toBe(countBefore + 1);
    const row = await ordersRepo().findOneByOrFail({ id: order.id });
    expect(row).toMatchObject({ paymentStatus: 'paid', clientPaymentId: body.clientPaymentId, tillSessionId });
  });

  it('answers a replay after the payment with the same reply, and a new key with 409 alreadyPaid', async () => {
    const order = await newOrder();
    const body = { method: 'cash_gtq', tendered: '150.00', clientPaymentId: randomUUID() };
    const first = await pay(order.id, body);
    expect(first.status).toBe(200);
    const countAfterFirst = await paymentCount();

    expect(await pay(order.id, body)).toEqual(first);
    expect(await pay(order.id, { ...body, clientPaymentId: randomUUID() })).toEqual({
      status: 409,
      body: refusal('restaurant.alreadyPaid'),
    });
    expect(await paymentCount()).toBe(countAfterFirst);
  });

  it('refuses the key with another amount or for another order (422), taking nothing', async () => {
    const paid = await newOrder();
    const unpaid = await newOrder();
    const key = randomUUID();
    expect((await pay(paid.id, { method: 'cash_gtq', tendered: '150.00', clientPaymentId: key })).status).toBe(200);
    const countAfterFirst = await paymentCount();

    expect(await pay(paid.id, { method: 'cash_gtq', tendered: '160.00', clientPaymentId: key })).toEqual({
      status: 422,
      body: refusal('restaurant.idempotencyKeyReused'),
    });
    expect(await pay(unpaid.id, { method: 'cash_gtq', tendered: '150.00', clientPaymentId: key })).toEqual({
      status: 422,
      body: refusal('restaurant.idempotencyKeyReused'),
    });
    expect(await ordersRepo().findOneByOrFail({ id: unpaid.id })).toMatchObject({
      paymentStatus: 'pending',
      clientPaymentId: null,
    });
    expect(await paymentCount()).toBe(countAfterFirst);
  });

  it('refuses a clientPaymentId that is not a UUID (400)', async () => {
    const order = await newOrder();
    const { status, body } = await pay(order.id, { method: 'cash_gtq', tendered: '150.00', clientPaymentId: 'p-1' });
    expect(status).toBe(400);
    expect(body).toEqual(
      refusal('common.validationFailed', {
        errors: [{ field: 'clientPaymentId', message: 'clientPaymentId must be a UUID' }],
      }),
    );
  });
});
