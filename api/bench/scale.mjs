// "Three busy years": the reads that grow with the data, measured on a database holding three
// years of a busy retreat (busy-years.mjs), on SQLite and on MariaDB. Guest reads run at 50
// connections; staff reads (the dashboard's and the console's lists) as single sequential
// requests, since a handful of staff use the console at once. Reads start once the API has
// caught up on the history at boot (every scheduled job has run once: ledger backfill, sales
// analytics, the dashboard's stored days; at most BENCH_CATCHUP_SECONDS), and the time that
// took is printed. Prints a table with each figure beside its target; never fails on timing.
// BENCH_SCALE_READS=dashboard measures only the owner's dashboard.
import os from 'node:os';
import { openBulk } from './bulk-insert.mjs';
import { loadBusyYears } from './busy-years.mjs';
import { databases, measure, retreatDate, runBuilt, startApi } from './support.mjs';

const GUEST_P99_MS = 50;
const STAFF_P99_MS = 300;
const SAMPLES = 50;
const ADMIN = { username: 'bench-admin', password: 'a-long-bench-password' };

const guestReads = [
  // No target: what the framework alone answers at 50 connections on this machine right now.
  ['floor: GET /api/health', '/api/health', null],
  [
    'room availability search',
    `/api/rooms/availability?checkin=${retreatDate(30)}&checkout=${retreatDate(33)}&guests=2`,
    GUEST_P99_MS,
  ],
  ['GET /api/events', '/api/events', GUEST_P99_MS],
];

const dashboardReads = [
  ['dashboard /api/room-bookings', '/api/room-bookings'],
  ['dashboard /api/sauna-bookings', '/api/sauna-bookings'],
  ['dashboard /api/rooms', '/api/rooms'],
  ['expenses /api/expenses/summary', '/api/expenses/summary'],
  ['restaurant /api/restaurant/summary', '/api/restaurant/summary'],
];

/** The owner's dashboard (issue 17: p99 ≤ 300 ms): each period it offers, and the longest custom one it allows. */
const ownerDashboard = [
  ['owner dashboard, today', '/api/dashboard?period=today'],
  ['owner dashboard, this week', '/api/dashboard?period=week'],
  ['owner dashboard, this month', '/api/dashboard?period=month'],
  ['owner dashboard, 366 days', `/api/dashboard?period=custom&from=${retreatDate(-365)}&to=${retreatDate(0)}`],
];
const onlyDashboard = process.env.BENCH_SCALE_READS === 'dashboard';

/** [resource, sort, filter]: a console grid sorted and filtered the way staff read it. */
const adminLists = [
  ['restaurant-orders', ['orderTime', 'DESC'], { status: 'served' }],
  ['order-items', ['createdAt', 'DESC'], { status: 'served' }],
  ['room-bookings', ['checkinDate', 'DESC'], { status: 'confirmed' }],
  ['event-bookings', ['createdAt', 'DESC'], { paymentStatus: 'confirmed' }],
  ['expenses', ['expenseDate', 'DESC'], { currency: 'Q' }],
];
/** The read-only grids open newest first (createdAt DESC) and unfiltered: GenericList's default. */
const consoleDefaults = ['restaurant-orders', 'order-items', 'room-bookings', 'event-bookings'];
const PAGES = [
  ['first page', [0, 24]],
  ['page 500', [12_475, 12_499]],
];

function adminPath(resource, sort, filter, range) {
  const query = new URLSearchParams({
    sort: JSON.stringify(sort),
    range: JSON.stringify(range),
    filter: JSON.stringify(filter),
  });
  return `/api/admin/${resource}?${query}`;
}

/** The dashboard's reads, then each grid as it opens, then sorted and filtered at two pages. */
const staffReads = [
  ...dashboardReads,
  ...ownerDashboard,
  ...consoleDefaults.map((resource) => [
    `admin ${resource} as it opens`,
    adminPath(resource, ['createdAt', 'DESC'], {}, [0, 24]),
  ]),
  ...adminLists.flatMap(([resource, sort, filter]) =>
    PAGES.map(([page, range]) => [`admin ${resource} ${page}`, adminPath(resource, sort, filter, range)]),
  ),
];

async function signIn(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`bench admin sign-in failed: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0];
}

/** SAMPLES requests one after another (after 5 to warm up); p99 of 50 samples is the slowest. */
async function sequential(url, cookie) {
  const times = [];
  let errors = 0;
  let range = '';
  for (let i = 0; i < SAMPLES + 5; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (i >= 5) times.push(performance.now() - started);
    if (!response.ok) errors++;
    range = response.headers.get('content-range') ?? '';
  }
  times.sort((a, b) => a - b);
  const at = (p) => Math.round(times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]);
  return { p50: at(0.5), p99: at(0.99), errors, rows: range.split(' ')[1] ?? '' };
}

/**
 * Waits until every scheduled job has run once (job_leases.lastRunAt), the dashboard's stored days
 * among them, at most BENCH_CATCHUP_SECONDS
 * (900 by default); returns the seconds waited, and whether it caught up.
 */
async function catchUp(env) {
  const started = performance.now();
  const limit = Number(process.env.BENCH_CATCHUP_SECONDS ?? 900) * 1000;
  const bulk = await openBulk(env);
  try {
    for (;;) {
      // A job's row appears when the scheduler first reaches it: the dashboard's is among the last.
      const [row] = await bulk.query(
        "SELECT SUM(CASE WHEN lastRunAt IS NULL THEN 1 ELSE 0 END) AS waiting, SUM(CASE WHEN name = 'dashboard-days' AND lastRunAt IS NOT NULL THEN 1 ELSE 0 END) AS dashboard FROM job_leases",
      );
      const done = Number(row.waiting) === 0 && Number(row.dashboard) === 1;
      if (done || performance.now() - started > limit) return { seconds: (performance.now() - started) / 1000, done };
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await bulk.close();
  }
}

function printTable(kind, load, catchUpTime, rows) {
  // The 1-minute load average says how much the machine's other work weighs on the p99s.
  const busy = `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`;
  const caught = catchUpTime.done
    ? `caught up in ${catchUpTime.seconds.toFixed(1)} s`
    : `still catching up after ${catchUpTime.seconds.toFixed(1)} s (BENCH_CATCHUP_SECONDS)`;
  console.log(
    `\nThree busy years on ${kind} (data set written in ${load.seconds.toFixed(1)} s; API ${caught}; ${busy})`,
  );
  console.log(`${'read'.padEnd(40)} ${'how'.padEnd(11)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}  target       rows`);
  for (const row of rows) {
    const target = row.target === null ? '' : `≤${String(row.target).padStart(3)} ms`;
    const verdict = row.target === null ? '' : row.p99 <= row.target && row.errors === 0 ? 'ok' : 'MISS';
    const cells = [
      row.label.padEnd(40),
      row.how.padEnd(11),
      `${row.p50} ms`.padStart(7),
      `${row.p99} ms`.padStart(7),
      ` ${target.padEnd(9)}`,
      verdict.padEnd(4),
      row.rows,
      row.errors ? `${row.errors} errors` : '',
    ];
    console.log(cells.join(' ').trimEnd());
  }
}

async function benchOne(database) {
  let load;
  const server = await startApi(database.env, {
    prepare: async (env) => {
      load = await loadBusyYears(env, database.kind);
      runBuilt(
        'dist/auth/staff-cli.js',
        ['--username', ADMIN.username, '--role', 'admin', '--password', ADMIN.password],
        env,
      );
    },
  });
  const rows = [];
  let caught;
  try {
    caught = await catchUp(server.env);
    for (const [label, path, target] of onlyDashboard ? [] : guestReads) {
      const figure = await measure(`busy ${database.kind} ${label}`, `${server.url}${path}`);
      rows.push({ ...figure, label, how: '50 conn', rows: '', target });
    }
    const cookie = await signIn(server.url);
    for (const [label, path] of onlyDashboard ? ownerDashboard : staffReads) {
      const figure = await sequential(`${server.url}${path}`, cookie);
      rows.push({ ...figure, label, how: 'sequential', target: STAFF_P99_MS });
    }
  } finally {
    await server.stop();
    await database.drop();
  }
  printTable(database.kind, load, caught, rows);
}

/** The whole "three busy years" bench, on every database of the run. */
export async function busyYearsBench() {
  console.log(`— three busy years (guest reads at 50 connections; staff reads sequential, p99 of ${SAMPLES}) —`);
  for (const database of await databases()) await benchOne(database);
}
