/**
 * Cancelling an order at the POS: staff only; the order and its open lines and kitchen tickets
 * are cancelled (served lines stay served), an audit row says who and why; a paid, served or
 * already cancelled order is refused with 409, and a cancelled one can be neither paid nor
 * moved on in the kitchen. Also: the staff event stream answers the console's origin, so the
 * POS can listen to it from its own origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../src/admin/audit/audit-entry.entity.js';
import { kitchenBoardReply, orderListReply } from '@lakeside/contracts';
import { KitchenQueueItem } from '../src/restaurant/kitchen-queue-item.entity.js';
import type { MenuCategoryReply } from '@lakeside/contracts';
import { OrderItem } from '../src/restaurant/order-item.entity.js';
import type { OrderReply } from '@lakeside/contracts';
import { RestaurantOrder } from '../src/restaurant/restaurant-order.entity.js';
import { dish, orderBody, postGuestOrder, readMenu } from './support/restaurant-orders.js';
import { anonymous, CONSOLE_ORIGIN, signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { openTill } from './support/till.js';
import { refusal } from './support/expected-errors.js';

let t: TestApp;
let waiter: StaffApiClient;
let menu: MenuCategoryReply[];

beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { PUBLIC_WRITES_PER_MINUTE: '1000' } });
  waiter = await signInAs(t, 'staff', 'waiter');
  menu = await readMenu(t);
  await openTill(waiter);
});
afterAll(async () => t?.close());

/** A guest's phone order for a table: a hot dish and two coffees (two kitchen tickets). */
async function guestOrder(tableNumber = '4'): Promise<OrderReply> {
  const { status, body } = await postGuestOrder(
    t,
    orderBody(
      [
        { item: dish(menu, 'Pepián Vegetariano'), quantity: 1 },
        { item: dish(menu, 'Atitlán Coffee'), quantity: 2 },
      ],
      { tableNumber, customerName: 'Lucía' },
    ),
  );
  expect(status).toBe(201);
  return body;
}

const cancel = (orderId: number, body: unknown = {}, client = waiter) =>
  client.send<OrderReply>('POST', `/api/restaurant/orders/${orderId}/cancel`, body);
const pay = (orderId: number) =>
  waiter.send('POST', `/api/restaurant/orders/${orderId}/payment`, { method: 'cash_gtq', tendered: '500' });

async function ticketsOf(orderId: number): Promise<KitchenQueueItem[]> {
  return t.dataSource.getRepository(KitchenQueueItem).find({
    where: { orderItem: { orderId } },
    relations: { orderItem: { menuItem: true } },
    order: { id: 'ASC' },
  });
}
const ticketNamed = async (orderId: number, name: string) =>
  (await ticketsOf(orderId)).find((ticket) => ticket.orderItem.menuItem.name === name)!;
const move = (queueId: number, status: string) =>
  waiter.send('PATCH', `/api/restaurant/kitchen/${queueId}`, { status });

describe('POST /api/restaurant/orders/:id/cancel', () => {
  it('is for signed-in staff only', async () => {
    const order = await guestOrder();
    expect((await cancel(order.id, {}, anonymous(t))).status).toBe(401);
    const row = await t.dataSource.getRepository(RestaurantOrder).findOneByOrFail({ id: order.id });
    expect(row.status).toBe('pending');
  });

  it('cancels the order, its lines and its kitchen tickets, and records who did it and why', async () => {
    const order = await guestOrder();
    const { status, body } = await cancel(order.id, { reason: '  Guest left before the food came ' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: order.id, status: 'cancelled', paymentStatus: 'cancelled' });
    expect(body.items.map((line) => line.status)).toEqual(['cancelled', 'cancelled']);

    const row = await t.dataSource.getRepository(RestaurantOrder).findOneByOrFail({ id: order.id });
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled', paidAt: null });
    expect((await ticketsOf(order.id)).map((ticket) => ticket.status)).toEqual(['cancelled', 'cancelled']);

    const kitchen = await waiter.read('/api/restaurant/kitchen', kitchenBoardReply);
    const onBoard = kitchen.stations.flatMap((station) => station.tickets).map((ticket) => ticket.orderId);
    expect(onBoard).not.toContain(order.id);

    const audit = await t.dataSource
      .getRepository(AuditEntry)
      .findOneByOrFail({ resource: 'restaurant-orders', recordId: String(order.id) });
    expect(audit).toMatchObject({ action: 'update', staffUsername: 'waiter' });
    expect(audit.changes).toEqual({
      before: { status: 'pending', paymentStatus: 'pending' },
      after: {
        status: 'cancelled',
        paymentStatus: 'cancelled',
        reason: 'Guest left before the food came',
        ticketsCancelled: 2,
      },
    });

    const listed = await waiter.read('/api/restaurant/orders?status=cancelled', orderListReply);
    expect(listed.map((listedOrder) => listedOrder.id)).toContain(order.id);
  });

  it('takes no body at all, and refuses an over-long reason', async () => {
    const order = await guestOrder();
    const tooLong = await cancel(order.id, { reason: 'x'.repeat(1_001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors?.[0]?.field).toBe('reason');
    const bare = await waiter.send<OrderReply>('POST', `/api/restaurant/orders/${order.id}/cancel`);
    expect(bare.status).toBe(200);
    expect(bare.body.status).toBe('cancelled');
  });

  it('keeps a line already served and stops the rest, once the kitchen has started', async () => {
    const order = await guestOrder();
    const coffee = await ticketNamed(order.id, 'Atitlán Coffee');
    const stew = await ticketNamed(order.id, 'Pepián Vegetariano');
    expect((await move(coffee.id, 'served')).status).toBe(200);
    expect((await move(stew.id, 'ready')).status).toBe(200);

    const { status, body } = await cancel(order.id);
    expect(status).toBe(200);
    expect(body.status).toBe('cancelled');
    const byName = Object.fromEntries(body.items.map((line) => [line.name, line.status]));
    expect(byName).toEqual({ 'Pepián Vegetariano': 'cancelled', 'Atitlán Coffee': 'served' });
    expect((await ticketNamed(order.id, 'Pepián Vegetariano')).status).toBe('cancelled');
    expect((await ticketNamed(order.id, 'Atitlán Coffee')).status).toBe('served');
  });

  it('refuses a paid order, a served order and a second cancellation with 409, changing nothing', async () => {
    const paid = await guestOrder();
    expect((await pay(paid.id)).status).toBe(200);
    const refusedPaid = await cancel(paid.id);
    expect(refusedPaid).toEqual({ status: 409, body: refusal('restaurant.paidNotCancellable') });
    expect(await t.dataSource.getRepository(RestaurantOrder).findOneByOrFail({ id: paid.id })).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
    });

    const served = await guestOrder();
    for (const ticket of await ticketsOf(served.id)) expect((await move(ticket.id, 'served')).status).toBe(200);
    expect(await cancel(served.id)).toEqual({ status: 409, body: refusal('restaurant.servedNotCancellable') });
    expect((await t.dataSource.getRepository(OrderItem).findBy({ orderId: served.id })).map((l) => l.status)).toEqual([
      'served',
      'served',
    ]);

    const twice = await guestOrder();
    expect((await cancel(twice.id)).status).toBe(200);
    expect(await cancel(twice.id)).toEqual({ status: 409, body: refusal('restaurant.orderCancelled') });
    const audits = await t.dataSource
      .getRepository(AuditEntry)
      .countBy({ resource: 'restaurant-orders', recordId: String(twice.id) });
    expect(audits).toBe(1);
  });

  it('answers 404 for an order that does not exist', async () => {
    expect(await cancel(999_999)).toEqual({ status: 404, body: refusal('restaurant.orderNotFound') });
  });

  it('leaves a cancelled order out of the till and the kitchen', async () => {
    const order = await guestOrder();
    expect((await cancel(order.id)).status).toBe(200);
    expect(await pay(order.id)).toEqual({ status: 409, body: refusal('restaurant.orderCancelled') });
    const stew = await ticketNamed(order.id, 'Pepián Vegetariano');
    expect(await move(stew.id, 'preparing')).toEqual({ status: 409, body: refusal('restaurant.orderCancelled') });
    // Cancelling is for the whole order, never for one ticket on the kitchen display.
    const fresh = await guestOrder();
    expect((await move((await ticketNamed(fresh.id, 'Pepián Vegetariano')).id, 'cancelled')).status).toBe(400);
  });

  it('lets exactly one of a payment and a cancellation of the same order through', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await guestOrder(`R${round}`);
      const [paid, cancelled] = await Promise.all([pay(order.id), cancel(order.id)]);
      expect([paid.status, cancelled.status].sort()).toEqual([200, 409]);
      const row = await t.dataSource.getRepository(RestaurantOrder).findOneByOrFail({ id: order.id });
      if (paid.status === 200) expect(row).toMatchObject({ paymentStatus: 'paid', status: 'pending' });
      else expect(row).toMatchObject({ paymentStatus: 'cancelled', status: 'cancelled' });
    }
  });
});

describe('GET /api/restaurant/events from the console', () => {
  it("allows the console's origin with credentials, so its EventSource can listen", async () => {
    const abort = new AbortController();
    const response = await fetch(`${t.url}/api/restaurant/events`, {
      headers: { cookie: waiter.cookie, origin: CONSOLE_ORIGIN },
      signal: abort.signal,
    });
    try {
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(CONSOLE_ORIGIN);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    } finally {
      abort.abort();
    }
  });
});
