// Serving throughput with and without stock by recipe (issue 17): stock is taken when a line is
// served (decision: the served moment), so that is where its cost shows, not at placement. The
// same orders are placed and their tickets served twice, first with the dishes' recipes empty
// (today's kitchen before recipes were written), then with a recipe on each dish, and the two
// rates are printed beside the 15 % goal.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { apiDir } from './support.mjs';

const ORDERS = Number(process.env.BENCH_SERVED_ORDERS ?? 100);
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

/** Both rounds on one running API; prints lines served per second and the slowdown. */
export async function servingBench(kind, base, env, template) {
  const session = await managerSession(base, env);
  // Warm-up, untimed: the tickets the placement run left on the board.
  await timed(await pendingTickets(base, session), serve(base, session));
  const without = await placeAndServe(base, session, template);
  await writeRecipes(base, session, template);
  const withRecipes = await placeAndServe(base, session, template);
  const slowdown = 1 - withRecipes.perSecond / without.perSecond;
  const label = (text) => `api ${kind} ${text}`.padEnd(44);
  console.log(
    `${label('serve lines, no recipes')} ${without.perSecond.toFixed(0).padStart(7)} lines/s   ${without.lines} lines`,
  );
  console.log(
    `${label('serve lines, stock by recipe')} ${withRecipes.perSecond.toFixed(0).padStart(7)} lines/s   ${withRecipes.lines} lines` +
      `   ${(slowdown * 100).toFixed(0)} % slower: ${slowdown <= SLOWDOWN_GOAL ? 'within' : 'OVER'} the ${SLOWDOWN_GOAL * 100} % goal`,
  );
}
