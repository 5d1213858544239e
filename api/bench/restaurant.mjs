// Restaurant figures, run by bench/run.mjs on each database: the public menu under load
// (goal p99 <= 30 ms at 50 connections), order creation throughput with distinct orders, and
// serving with and without stock by recipe (kitchen-serving.mjs).
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { servingBench } from './kitchen-serving.mjs';
import { tableOrder } from './table-order.mjs';
import { connections, measure } from './support.mjs';

const orderCount = Number(process.env.BENCH_ORDERS ?? 500);
const orderConnections = 10;
const MENU_P99_GOAL_MS = 30;

async function benchMenu(kind, base) {
  const row = await measure(`api ${kind} GET /api/restaurant/menu/full`, `${base}/api/restaurant/menu/full`);
  console.log(
    `  menu p99 ${row.p99} ms: ${row.p99 <= MENU_P99_GOAL_MS ? 'within' : 'OVER'} the ${MENU_P99_GOAL_MS} ms goal at ${connections} connections`,
  );
}

/** A three-line breakfast for a table. */
function breakfastOrder(menu) {
  const items = menu.flatMap((category) => category.items);
  const pick = (name) => {
    const item = items.find((candidate) => candidate.name === name && candidate.isAvailable);
    if (!item) throw new Error(`the seeded menu has no available ${name}`);
    return item;
  };
  return tableOrder([
    [pick('Desayuno Chapín'), 1],
    [pick('Granola Bowl'), 1],
    [pick('Atitlán Coffee'), 2],
  ]);
}

async function benchOrders(kind, base, template) {
  const r = await autocannon({
    url: base,
    connections: orderConnections,
    amount: orderCount,
    requests: [
      {
        method: 'POST',
        path: '/api/restaurant/orders',
        headers: { 'content-type': 'application/json' },
        // A distinct clientOrderId per request: each is a new order, not a retry.
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ ...template, clientOrderId: randomUUID() }) }),
      },
    ],
  });
  const created = r.statusCodeStats?.['201']?.count ?? 0;
  const ordersPerSecond = created / (r.duration || 1);
  console.log(
    `${`api ${kind} POST /api/restaurant/orders`.padEnd(44)} ${ordersPerSecond.toFixed(0).padStart(7)} orders/s` +
      `   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms` +
      `   ${created}/${orderCount} got 201${created === orderCount ? '' : ` (status codes: ${JSON.stringify(r.statusCodeStats)})`}`,
  );
}

/** Both restaurant figures against a running API (see bench/run.mjs). */
export async function restaurantBench(server, database) {
  await benchMenu(database.kind, server.url);
  const menu = await (await fetch(`${server.url}/api/restaurant/menu/full`)).json();
  const template = breakfastOrder(menu);
  await benchOrders(database.kind, server.url, template);
  await servingBench(database.kind, server.url, server.env, template, menu);
}
