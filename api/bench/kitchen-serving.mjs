// Serving throughput with and without stock by recipe (issue 17): stock is taken when a line is
// served (decision 0012: the served moment), so that is where its cost shows, not at placement.
// The breakfast's dishes get a recipe line each; three other dishes keep none (the kitchen as it
// was before recipes). Orders of each are placed and their tickets served in alternating rounds,
// and each kind's best round is printed beside the 15 % goal.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { tableOrder } from './table-order.mjs';
import { apiDir } from './support.mjs';

const ORDERS = Number(process.env.BENCH_SERVED_ORDERS ?? 60);
const ROUNDS = 3;
const CONCURRENCY = 10;
const SLOWDOWN_GOAL = 0.15;

/** A manager's session on the bench API, made with the API's own CLI as a newcomer would. */
async function managerSession(base, env) {
  const username = `bench-kitchen-${process.pid}`;
  const output = execFileSync(
    process.execPath,
    ['dist/auth/staff-cli.js', '--username', username, '--role', 'manager', '--name', 'Bench Kitchen'],
    { cwd: apiDir, env, encoding: 'utf8' },
  );
  const password = /Password: (\S+)/.exec(output)?.[1];
  if (!password) throw new Error(`staff-cli printed no password:\n${output}`);
  const origin = env.CONSOLE_ORIGIN ?? 'http://localhost:4300';
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`the bench manager could not sign in: ${login.status}`);
  return { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0], origin };
}

async function call(base, session, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      cookie: session.cookie,
      origin: session.origin,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** Runs `work` over `items`, CONCURRENCY at a time; returns the seconds it took. */
async function timed(items, work) {
  const queue = [...items];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
  return (performance.now() - started) / 1000;
}

const pendingTickets = async (base, session) =>
  (await call(base, session, 'GET', '/api/restaurant/kitchen')).stations
    .flatMap((station) => station.tickets)
    .filter((ticket) => ticket.status === 'pending');

const serve = (base, session) => (ticket) =>
  call(base, session, 'PATCH', `/api/restaurant/kitchen/${ticket.queueId}`, { status: 'served' });

/** Places ORDERS orders, then serves their tickets, timed. */
async function placeAndServe(base, session, template) {
  const placed = new Set();
  await timed(
    Array.from({ length: ORDERS }, () => randomUUID()),
    async (clientOrderId) =>
      placed.add((await call(base, session, 'POST', '/api/restaurant/orders', { ...template, clientOrderId })).id),
  );
  const tickets = (await pendingTickets(base, session)).filter((ticket) => placed.has(ticket.orderId));
  const seconds = await timed(tickets, serve(base, session));
  return { lines: tickets.length, perSecond: tickets.length / seconds };
}

/** One stock item per dish of the order, and a recipe line using it. */
async function writeRecipes(base, session, template) {
  for (const [index, line] of template.items.entries()) {
    const item = await call(base, session, 'POST', '/api/admin/inventory-items', {
      name: `Bench ingredient ${index + 1}`,
      sku: `BENCH-${process.pid}-${index + 1}`,
      unit: 'kg',
      minimumStock: '1.000',
    });
    await call(base, session, 'POST', '/api/admin/recipe-ingredients', {
      menuItemId: line.menuItemId,
      inventoryItemId: item.id,
      quantityNeeded: '0.020',
      unit: 'kg',
    });
  }
}

/** The same quantities of three available dishes the breakfast does not use: they keep no recipe. */
function otherDishes(menu, template) {
  const used = new Set(template.items.map((line) => line.menuItemId));
  const others = menu
    .flatMap((category) => category.items)
    .filter((item) => item.isAvailable && !used.has(item.id))
    .slice(0, template.items.length);
  return tableOrder(others.map((item, index) => [item, template.items[index].quantity]));
}

/** Alternating rounds on one running API; prints each kind's best rate and the slowdown. */
export async function servingBench(kind, base, env, template, menu) {
  const session = await managerSession(base, env);
  // Warm-up, untimed: the tickets the placement run left on the board.
  await timed(await pendingTickets(base, session), serve(base, session));
  await writeRecipes(base, session, template);
  const plain = otherDishes(menu, template);
  const best = { without: 0, with: 0 };
  let lines = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const without = await placeAndServe(base, session, plain);
    const withRecipes = await placeAndServe(base, session, template);
    best.without = Math.max(best.without, without.perSecond);
    best.with = Math.max(best.with, withRecipes.perSecond);
    lines += without.lines + withRecipes.lines;
  }
  const slowdown = 1 - best.with / best.without;
  const label = (text) => `api ${kind} ${text}`.padEnd(44);
  console.log(`${label('serve lines, dishes without a recipe')} ${best.without.toFixed(0).padStart(7)} lines/s`);
  console.log(
    `${label('serve lines, stock by recipe')} ${best.with.toFixed(0).padStart(7)} lines/s` +
      `   ${(slowdown * 100).toFixed(0)} % slower: ${slowdown <= SLOWDOWN_GOAL ? 'within' : 'OVER'} the ${SLOWDOWN_GOAL * 100} % goal` +
      `   (best of ${ROUNDS} rounds each, ${lines} lines in all)`,
  );
}
