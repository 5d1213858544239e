/**
 * POST /api/restaurant/orders from a guest's phone and from the till: every order rule and its
 * message, server-side prices (a tampered price is refused), unavailable dishes, unique order
 * numbers under concurrency, and idempotent retries by clientOrderId (sequential and
 * concurrent). Run with DATABASE_URL to see the races on MariaDB.
 */
import { randomUUID } from 'node:crypto';
import { MESSAGES, orderListReply, orderReply } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KitchenQueueItem } from '../src/restaurant/kitchen-queue-item.entity.js';
import type { MenuCategoryReply } from '@lakeside/contracts';
import { OrderItemModifier } from '../src/restaurant/order-item-modifier.entity.js';
import type { OrderReply } from '@lakeside/contracts';
import { RestaurantOrder } from '../src/restaurant/restaurant-order.entity.js';
import { dish, optionId, orderBody, postGuestOrder, readMenu } from './support/restaurant-orders.js';
import { anonymous, signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { refusal } from './support/expected-errors.js';

let t: TestApp;
let staff: StaffApiClient;
let menu: MenuCategoryReply[];

beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { PUBLIC_WRITES_PER_MINUTE: '1000' } });
  staff = await signInAs(t, 'staff');
  menu = await readMenu(t);
});
afterAll(async () => t?.close());

const desayuno = () => dish(menu, 'Desayuno Chapín');
const coffee = () => dish(menu, 'Atitlán Coffee');
const latte = () => dish(menu, 'Café con Leche');

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('a guest ordering from the menu page (no sign-in)', () => {
  it('places an order for a table, priced and numbered by the server', async () => {
    const body = orderBody(
      [
        { item: desayuno(), quantity: 2, options: ['Rancheros (tomato-chili sauce)'], specialRequests: 'No crema' },
        { item: coffee(), quantity: 1 },
      ],
      { specialInstructions: 'Window seat' },
    );
    const { status, body: order } = await postGuestOrder(t, body);
    expect(status).toBe(201);
    expect(order).toMatchObject({
      orderNumber: expect.stringMatching(/^R-\d{4,}$/),
      source: 'guest',
      status: 'pending',
      paymentStatus: 'pending',
      orderType: 'dine_in',
      tableNumber: '4',
      subtotal: '115.00',
      totalAmount: '115.00',
      currency: 'Q',
      estimatedTime: 15,
      specialInstructions: 'Window seat',
      clientOrderId: body.clientOrderId,
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        name: 'Desayuno Chapín',
        quantity: 2,
        unitPrice: '50.00',
        totalPrice: '100.00',
        specialRequests: 'No crema',
        status: 'pending',
        options: [
          {
            modifierOptionId: optionId(desayuno(), 'Rancheros (tomato-chili sauce)'),
            name: 'Rancheros (tomato-chili sauce)',
            priceAdjustment: '5.00',
          },
        ],
      }),
      expect.objectContaining({ name: 'Atitlán Coffee', quantity: 1, unitPrice: '15.00', options: [] }),
    ]);
    expect(order.orderNumber).toBe(`R-${String(order.id).padStart(4, '0')}`);

    const row = await t.dataSource.getRepository(RestaurantOrder).findOneByOrFail({ id: order.id });
    expect(row).toMatchObject({ totalAmount: '115.00', source: 'guest', orderNumber: order.orderNumber });
    const tickets = await t.dataSource
      .getRepository(KitchenQueueItem)
      .find({ where: { orderItem: { orderId: order.id } } });
    expect(tickets).toHaveLength(2);
  });

  it("takes the first version's order body as it is: no options, no client id, no source", async () => {
    const { clientOrderId: _id, source: _source, ...spec } = orderBody([{ item: desayuno(), quantity: 1 }]);
    const { status, body: order } = await postGuestOrder(t, spec);
    expect(status).toBe(201);
    // The required egg style falls back to its default, at no extra cost.
    expect(order.items[0]?.options.map((option) => option.name)).toEqual(['Scrambled']);
    const chosen = await t.dataSource.getRepository(OrderItemModifier).findBy({ orderItemId: order.items[0]?.id });
    expect(chosen).toHaveLength(1);
  });

  it('orders room service for a room', async () => {
    const body = orderBody([{ item: coffee(), quantity: 2 }], {
      orderType: 'room_service',
      tableNumber: null,
      roomNumber: 'lakeside_cottage',
    });
    const { status, body: order } = await postGuestOrder(t, body);
    expect(status).toBe(201);
    expect(order).toMatchObject({ orderType: 'room_service', roomNumber: 'lakeside_cottage', totalAmount: '30.00' });
  });
});

describe('order rules and messages', () => {
  it.each([
    [
      'room service with no customer name',
      { orderType: 'room_service', tableNumber: null, roomNumber: '12', customerName: '  ' },
      'customerName',
      MESSAGES.customerNameRequired,
    ],
    ['an empty cart', { items: [], subtotal: '0.00', totalAmount: '0.00' }, 'items', MESSAGES.cartEmpty],
    ['dine in without a table', { tableNumber: '' }, 'tableNumber', 'Table number is required for dine in'],
    [
      'room service without a room',
      { orderType: 'room_service', tableNumber: null },
      'roomNumber',
      'Room number is required for room service',
    ],
    [
      'a guest takeaway',
      { orderType: 'takeaway' },
      'orderType',
      'Online orders are for a table (dine in) or your room (room service)',
    ],
    ['an unknown order type', { orderType: 'drive_in' }, 'orderType', MESSAGES.orderTypeRequired],
    ['a malformed e-mail', { customerEmail: 'ana@' }, 'customerEmail', MESSAGES.invalidEmail],
    ['a negative total', { totalAmount: '-1.00' }, 'totalAmount', MESSAGES.amountMin],
  ])('refuses %s with 400 and the field message', async (_case, change, field, message) => {
    const { status, body } = await postGuestOrder(t, { ...orderBody([{ item: coffee(), quantity: 1 }]), ...change });
    expect(status).toBe(400);
    expect(body.errors).toContainEqual({ field, message });
  });

  it('refuses a line whose total is not unit price × quantity', async () => {
    const body = orderBody([{ item: coffee(), quantity: 2 }]);
    const items = body.items as Array<Record<string, unknown>>;
    items[0] = { ...items[0], totalPrice: '15.00' };
    const { status, body: reply } = await postGuestOrder(t, { ...body, subtotal: '15.00', totalAmount: '15.00' });
    expect(status).toBe(400);
    expect(reply.errors).toContainEqual({ field: 'items.0.totalPrice', message: MESSAGES.lineTotalMismatch });
  });

  it('refuses a tampered unit price with 422, naming the dish and its price, and stores nothing', async () => {
    const before = await t.dataSource.getRepository(RestaurantOrder).count();
    const body = orderBody([{ item: { ...desayuno(), price: '1.00' }, quantity: 2 }]);
    const { status, body: reply } = await postGuestOrder(t, body);
    expect(status).toBe(422);
    expect(reply.code).toBe('payments.priceMismatch');
    expect(reply.errors).toEqual([{ field: 'items.0.unitPrice', message: 'Desayuno Chapín costs Q45.00 each' }]);
    expect(await t.dataSource.getRepository(RestaurantOrder).count()).toBe(before);
  });

  it('refuses a tampered total with 422', async () => {
    const body = { ...orderBody([{ item: coffee(), quantity: 1 }]), totalAmount: '1.00' };
    const { status, body: reply } = await postGuestOrder(t, body);
    expect(status).toBe(422);
    expect(reply.errors).toEqual([{ field: 'totalAmount', message: 'The order total is Q15.00' }]);
  });

  it('refuses an option priced as free when it costs extra', async () => {
    const body = orderBody([{ item: latte(), quantity: 1 }]);
    const items = body.items as Array<Record<string, unknown>>;
    items[0] = { ...items[0], modifierOptionIds: [optionId(latte(), 'Oat milk')] };
    const { status, body: reply } = await postGuestOrder(t, body);
    expect(status).toBe(422);
    expect(reply.errors?.[0]?.message).toBe('Café con Leche costs Q25.00 each');
  });

  it('refuses an unavailable dish with 409 naming it', async () => {
    const fish = dish(menu, 'Whole Grilled Lake Fish');
    const { status, body } = await postGuestOrder(
      t,
      orderBody([
        { item: coffee(), quantity: 1 },
        { item: fish, quantity: 1 },
      ]),
    );
    expect(status).toBe(409);
    expect(body).toEqual(
      refusal('restaurant.itemsUnavailable', {
        params: { items: 'Whole Grilled Lake Fish' },
        errors: [{ field: 'items.1.menuItemId', message: 'Whole Grilled Lake Fish is not available right now' }],
      }),
    );
  });

  it('refuses an unknown dish with 400 naming it, and an option of another dish', async () => {
    const ghost = { ...coffee(), id: 999_999 };
    const unknown = await postGuestOrder(t, orderBody([{ item: ghost, quantity: 1 }]));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]?.message).toBe('Menu item 999999 is not on the menu');

    const body = orderBody([{ item: coffee(), quantity: 1 }]);
    (body.items as Array<Record<string, unknown>>)[0]!.modifierOptionIds = [optionId(latte(), 'Oat milk')];
    const foreign = await postGuestOrder(t, body);
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([
      { field: 'items.0.modifierOptionIds', message: 'That choice is not offered for Atitlán Coffee' },
    ]);
  });
});

describe('the till (source pos)', () => {
  it('needs a staff sign-in', async () => {
    const body = orderBody([{ item: coffee(), quantity: 1 }], { source: 'pos' });
    expect((await anonymous(t).request('POST', '/api/restaurant/orders', body)).status).toBe(401);
  });

  it('takes any order type, and notes how the guest means to pay', async () => {
    const body = orderBody([{ item: coffee(), quantity: 3 }], {
      source: 'pos',
      orderType: 'takeaway',
      tableNumber: null,
      paymentMethod: 'cash_usd',
    });
    const { status, body: order } = await staff.send<OrderReply>('POST', '/api/restaurant/orders', body);
    expect(status).toBe(201);
    expect(order).toMatchObject({
      source: 'pos',
      orderType: 'takeaway',
      totalAmount: '45.00',
      paymentMethod: 'cash_usd',
      paymentStatus: 'pending',
    });
  });

  it('takes a table order with no customer name (the table names it), but not a takeaway', async () => {
    const { customerName: _left, ...unnamed } = orderBody([{ item: coffee(), quantity: 1 }], {
      source: 'pos',
      tableNumber: '7',
    });
    const { status, body: order } = await staff.send<OrderReply>('POST', '/api/restaurant/orders', unnamed);
    expect(status).toBe(201);
    expect(order).toMatchObject({ orderType: 'dine_in', tableNumber: '7', customerName: '' });
    const stored = await t.dataSource.getRepository(RestaurantOrder).findOneByOrFail({ id: order.id });
    expect(stored.customerName).toBe('');

    const takeaway = { ...unnamed, orderType: 'takeaway', tableNumber: null, clientOrderId: randomUUID() };
    const refused = await staff.send<{ errors: unknown[] }>('POST', '/api/restaurant/orders', takeaway);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContainEqual({ field: 'customerName', message: MESSAGES.customerNameRequired });
  });

  it('lists orders newest first, filtered by status and day, and reads one', async () => {
    const orders = await staff.read('/api/restaurant/orders?status=pending&limit=3', orderListReply);
    expect(orders).toHaveLength(3);
    expect(orders[0]!.id).toBeGreaterThan(orders[1]!.id);
    expect(orders.every((order) => order.status === 'pending')).toBe(true);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(await staff.read(`/api/restaurant/orders?since=${encodeURIComponent(tomorrow)}`, orderListReply)).toEqual(
      [],
    );
    expect((await staff.request('GET', '/api/restaurant/orders?status=lost')).status).toBe(400);

    expect(await staff.read(`/api/restaurant/orders/${orders[0]!.id}`, orderReply)).toEqual(orders[0]);
    expect((await staff.request('GET', '/api/restaurant/orders/999999')).status).toBe(404);
  });

  it('keeps the order lists and the event stream for staff', async () => {
    expect((await anonymous(t).request('GET', '/api/restaurant/orders')).status).toBe(401);
    expect((await anonymous(t).request('GET', '/api/restaurant/orders/1')).status).toBe(401);
    expect((await anonymous(t).request('GET', '/api/restaurant/events')).status).toBe(401);
  });
});

describe('order numbers and retries under concurrency', () => {
  it('gives 30 concurrent orders 30 distinct numbers', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postGuestOrder(
          t,
          orderBody([{ item: coffee(), quantity: 1 }], { customerName: `Guest ${i}`, tableNumber: String(i) }),
        ),
      ),
    );
    expect(tally(results.map((result) => result.status))).toEqual({ 201: 30 });
    const numbers = new Set(results.map((result) => result.body.orderNumber));
    expect(numbers.size).toBe(30);
    for (const number of numbers) expect(number).toMatch(/^R-\d{4,}$/);
  });

  it('answers a retried submit with the same order (200), never a second one', async () => {
    const body = orderBody([{ item: coffee(), quantity: 2 }]);
    const first = await postGuestOrder(t, body);
    const retry = await postGuestOrder(t, body);
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect(retry.body).toEqual(first.body);
    expect(
      await t.dataSource.getRepository(RestaurantOrder).countBy({ clientOrderId: String(body.clientOrderId) }),
    ).toBe(1);
  });

  it('creates one order when 10 retries of one submit arrive at once', async () => {
    const body = orderBody([
      { item: coffee(), quantity: 1 },
      { item: desayuno(), quantity: 1 },
    ]);
    const results = await Promise.all(Array.from({ length: 10 }, () => postGuestOrder(t, body)));
    expect(tally(results.map((result) => result.status))).toEqual({ 201: 1, 200: 9 });
    expect(new Set(results.map((result) => result.body.id)).size).toBe(1);
    const orders = await t.dataSource
      .getRepository(RestaurantOrder)
      .findBy({ clientOrderId: String(body.clientOrderId) });
    expect(orders).toHaveLength(1);
    const tickets = await t.dataSource
      .getRepository(KitchenQueueItem)
      .count({ where: { orderItem: { orderId: orders[0]!.id } } });
    expect(tickets).toBe(2);
  });

  it('treats client ids case-insensitively', async () => {
    const id = randomUUID();
    const first = await postGuestOrder(t, orderBody([{ item: coffee(), quantity: 1 }], { clientOrderId: id }));
    const retry = await postGuestOrder(
      t,
      orderBody([{ item: coffee(), quantity: 1 }], { clientOrderId: id.toUpperCase() }),
    );
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(first.body.id);
  });
});
