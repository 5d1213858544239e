/**
 * The kitchen queue: each order line becomes a ticket at its station, staff move tickets
 * forward only, the order's status and timestamps follow its lines (also when two cooks move
 * two lines at once), and the staff screens hear of every change over server-sent events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitchenBoardReply, orderReply } from '@lakeside/contracts';
import { KitchenQueueItem } from '../src/restaurant/kitchen-queue-item.entity.js';
import { KitchenStation } from '../src/restaurant/kitchen-station.entity.js';
import type { MenuCategoryReply } from '@lakeside/contracts';
import { OrderEvents } from '../src/restaurant/order-events.js';
import type { OrderReply } from '@lakeside/contracts';
import type { TicketMoveResult } from '../src/restaurant/ticket-moves.service.js';
import { dish, orderBody, postGuestOrder, readMenu } from './support/restaurant-orders.js';
import { anonymous, signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { refusal } from './support/expected-errors.js';

let t: TestApp;
let cook: StaffApiClient;
let menu: MenuCategoryReply[];
let stationId: Record<string, number>;

beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { PUBLIC_WRITES_PER_MINUTE: '1000' } });
  cook = await signInAs(t, 'staff');
  menu = await readMenu(t);
  const stations = await t.dataSource.getRepository(KitchenStation).find();
  stationId = Object.fromEntries(stations.map((station) => [station.name, station.id]));
});
afterAll(async () => t?.close());

async function placeBreakfast(tableNumber: string): Promise<OrderReply> {
  const { status, body } = await postGuestOrder(
    t,
    orderBody(
      [
        { item: dish(menu, 'Desayuno Chapín'), quantity: 2, options: ['Fried'], specialRequests: 'Extra tortillas' },
        { item: dish(menu, 'Granola Bowl'), quantity: 1 },
        { item: dish(menu, 'Atitlán Coffee'), quantity: 2 },
      ],
      { tableNumber, specialInstructions: 'Nut allergy at this table' },
    ),
  );
  expect(status).toBe(201);
  return body;
}

/** The kitchen display's board, checked against the contract the console reads it with. */
const board = (query = '') => cook.read(`/api/restaurant/kitchen${query}`, kitchenBoardReply);

async function ticketsOf(orderId: number): Promise<Record<string, number>> {
  const rows = await t.dataSource.getRepository(KitchenQueueItem).find({
    where: { orderItem: { orderId } },
    relations: { orderItem: { menuItem: true } },
  });
  return Object.fromEntries(rows.map((row) => [row.orderItem.menuItem.name, row.id]));
}

const move = (queueId: number, status: string) =>
  cook.send<TicketMoveResult>('PATCH', `/api/restaurant/kitchen/${queueId}`, { status });

describe('kitchen board', () => {
  let order: OrderReply;

  beforeAll(async () => {
    order = await placeBreakfast('7');
  });

  it('routes each line to its station: hot dishes, cold bowls, drinks', async () => {
    const { stations } = await board();
    expect(stations.map((station) => station.name)).toEqual(['Hot Line', 'Cold & Salads', 'Bar', 'Pastry']);
    const names = (name: string) =>
      stations
        .find((station) => station.name === name)
        ?.tickets.filter((ticket) => ticket.orderId === order.id)
        .map((ticket) => ticket.itemName);
    expect(names('Hot Line')).toEqual(['Desayuno Chapín']);
    expect(names('Cold & Salads')).toEqual(['Granola Bowl']);
    expect(names('Bar')).toEqual(['Atitlán Coffee']);
    expect(names('Pastry')).toEqual([]);
  });

  it('shows what the cook needs on each ticket', async () => {
    const { stations } = await board(`?station=${stationId['Hot Line']}`);
    expect(stations).toHaveLength(1);
    const ticket = stations[0]!.tickets.find((candidate) => candidate.orderId === order.id);
    expect(ticket).toMatchObject({
      orderNumber: order.orderNumber,
      orderType: 'dine_in',
      source: 'guest',
      tableNumber: '7',
      roomNumber: null,
      customerName: 'Ana López',
      itemName: 'Desayuno Chapín',
      quantity: 2,
      options: ['Fried'],
      specialRequests: 'Extra tortillas',
      orderNotes: 'Nut allergy at this table',
      status: 'pending',
      priority: 'normal',
      estimatedTime: 15,
      startedAt: null,
    });
    expect(ticket?.ageSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers 404 for an unknown station and 400 for a malformed one', async () => {
    expect((await cook.request('GET', '/api/restaurant/kitchen?station=999999')).status).toBe(404);
    expect((await cook.request('GET', '/api/restaurant/kitchen?station=bar')).status).toBe(400);
  });

  it('is for staff only', async () => {
    expect((await anonymous(t).request('GET', '/api/restaurant/kitchen')).status).toBe(401);
    expect((await anonymous(t).request('PATCH', '/api/restaurant/kitchen/1', { status: 'preparing' })).status).toBe(
      401,
    );
  });
});

describe('ticket moves and the order status', () => {
  it('takes the order from pending to served as its lines move, setting each timestamp once', async () => {
    const order = await placeBreakfast('8');
    const ticket = await ticketsOf(order.id);

    const first = await move(ticket['Atitlán Coffee']!, 'preparing');
    expect(first.status).toBe(200);
    expect(first.body.ticket).toMatchObject({ status: 'preparing', startedAt: expect.any(String), completedAt: null });
    expect(first.body.order).toMatchObject({ status: 'confirmed', readyAt: null, servedAt: null });
    const confirmedAt = first.body.order.confirmedAt;
    expect(confirmedAt).toEqual(expect.any(String));
    expect(first.body.order.items.find((line) => line.name === 'Atitlán Coffee')?.status).toBe('preparing');

    await move(ticket['Desayuno Chapín']!, 'preparing');
    const allStarted = await move(ticket['Granola Bowl']!, 'preparing');
    expect(allStarted.body.order.status).toBe('preparing');

    await move(ticket['Atitlán Coffee']!, 'ready');
    expect((await move(ticket['Desayuno Chapín']!, 'ready')).body.order.status).toBe('preparing');
    const ready = await move(ticket['Granola Bowl']!, 'ready');
    expect(ready.body.ticket.completedAt).toEqual(expect.any(String));
    expect(ready.body.order).toMatchObject({
      status: 'ready',
      confirmedAt,
      readyAt: expect.any(String),
      servedAt: null,
    });

    await move(ticket['Atitlán Coffee']!, 'served');
    await move(ticket['Desayuno Chapín']!, 'served');
    const served = await move(ticket['Granola Bowl']!, 'served');
    expect(served.body.order).toMatchObject({ status: 'served', confirmedAt, readyAt: ready.body.order.readyAt });
    expect(new Date(served.body.order.servedAt!).getTime()).toBeGreaterThanOrEqual(new Date(confirmedAt!).getTime());

    const { stations } = await board();
    expect(stations.flatMap((station) => station.tickets).some((open) => open.orderId === order.id)).toBe(false);
  });

  it('moves only forward: back or to the same status is 409 with a clear message', async () => {
    const order = await placeBreakfast('9');
    const coffee = (await ticketsOf(order.id))['Atitlán Coffee']!;
    expect((await move(coffee, 'ready')).status).toBe(200); // a skip forward is fine: the bar pours at once
    expect(await move(coffee, 'preparing')).toEqual({
      status: 409,
      body: refusal('restaurant.ticketAlreadyAt', { params: { status: 'ready' } }),
    });
    expect((await move(coffee, 'ready')).status).toBe(409);
    expect((await move(coffee, 'pending')).status).toBe(409);
  });

  it('refuses an unknown status (400) and an unknown ticket (404)', async () => {
    expect((await move(1, 'burnt')).status).toBe(400);
    expect((await move(999_999, 'preparing')).status).toBe(404);
  });

  it('keeps the order right when two cooks finish its two lines at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { body: order } = await postGuestOrder(
        t,
        orderBody([
          { item: dish(menu, 'Atitlán Coffee'), quantity: 1 },
          { item: dish(menu, 'Pepián Vegetariano'), quantity: 1 },
        ]),
      );
      const ticket = await ticketsOf(order.id);
      const results = await Promise.all([
        move(ticket['Atitlán Coffee']!, 'ready'),
        move(ticket['Pepián Vegetariano']!, 'ready'),
      ]);
      expect(results.map((result) => result.status)).toEqual([200, 200]);
      const after = await cook.read(`/api/restaurant/orders/${order.id}`, orderReply);
      expect(after).toMatchObject({ status: 'ready', confirmedAt: expect.any(String), readyAt: expect.any(String) });
    }
  });

  it('lets one of two simultaneous taps on the same ticket through', async () => {
    const { body: order } = await postGuestOrder(t, orderBody([{ item: dish(menu, 'Atitlán Coffee'), quantity: 1 }]));
    const coffee = (await ticketsOf(order.id))['Atitlán Coffee']!;
    const results = await Promise.all([move(coffee, 'preparing'), move(coffee, 'preparing')]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
  });
});

describe('GET /api/restaurant/events', () => {
  it('streams order changes and heartbeats to signed-in staff', async () => {
    t.app.get(OrderEvents).heartbeatMs = 50;
    const abort = new AbortController();
    const response = await fetch(`${t.url}/api/restaurant/events`, {
      headers: { cookie: cook.cookie },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(received)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${pattern}`);
        received += value;
      }
    };
    try {
      await readUntil(/: connected/);
      const order = await placeBreakfast('10');
      await readUntil(new RegExp(`data: \\{"type":"order-changed","orderId":${order.id}\\}`));
      const coffee = (await ticketsOf(order.id))['Atitlán Coffee']!;
      received = '';
      await move(coffee, 'preparing');
      await readUntil(new RegExp(`"orderId":${order.id}`));
      await readUntil(/: heartbeat/);
    } finally {
      abort.abort();
      t.app.get(OrderEvents).heartbeatMs = 15_000;
    }
  });

  it('ends open streams when the app shuts down, so that it can close', async () => {
    const other = await startTestApp();
    const screen = await signInAs(other, 'staff');
    const response = await fetch(`${other.url}/api/restaurant/events`, { headers: { cookie: screen.cookie } });
    const reader = response.body!.getReader();
    await reader.read(); // ': connected'
    const outcome = await Promise.race([
      other.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(resolve, 5_000, 'still waiting on the stream')),
    ]);
    expect(outcome).toBe('closed');
    while (!(await reader.read()).done);
  });
});
