// The "three busy years" data set: ≈ 5,000 room bookings with their nights, 30,000 event
// bookings, 150,000 restaurant orders with 500,000 lines and 20,000 expenses, spread over
// the three years back from today (and a few weeks ahead for bookings), written straight
// into a migrated and seeded database before the API starts. One seed: both databases get the
// same rows, but for the orders placed in the minutes between their runs.
import { openBulk } from './bulk-insert.mjs';
import { insertEventBookings } from './busy-years/events.mjs';
import { insertExpenses } from './busy-years/expenses.mjs';
import { addDays, randomSource, stamp } from './busy-years/random.mjs';
import { insertOrders } from './busy-years/restaurant.mjs';
import { insertStays } from './busy-years/rooms.mjs';
import { retreatDate } from './support.mjs';

const YEARS_OF_DAYS = 3 * 365;

/** Loads the data set into the database of `env`; prints and returns what it wrote and how long it took. */
export async function loadBusyYears(env, kind) {
  const started = performance.now();
  const bulk = await openBulk(env);
  try {
    const next = async (table) =>
      Number((await bulk.query(`SELECT COALESCE(MAX(id), 0) + 1 AS next FROM ${table}`))[0].next);
    const random = randomSource(2026);
    const now = Date.now();
    const today = retreatDate(0);
    const first = addDays(today, -YEARS_OF_DAYS);
    const counts = {
      ...(await insertStays(bulk, random, {
        first,
        last: addDays(today, 120),
        today,
        now,
        firstId: await next('room_bookings'),
      })),
      ...(await insertEventBookings(bulk, random, {
        first,
        last: addDays(today, 28),
        today,
        now,
        firstId: {
          events: await next('events'),
          sessions: await next('event_sessions'),
          bookings: await next('event_bookings'),
        },
      })),
      ...(await insertExpenses(bulk, random, {
        first,
        today,
        nowText: stamp(now),
        firstId: { vendors: await next('vendors'), expenses: await next('expenses') },
      })),
      // Last: the only rows that depend on the minute (none after now), so the rest is the same everywhere.
      ...(await insertOrders(bulk, random, {
        first,
        today,
        now,
        firstId: { orders: await next('restaurant_orders'), lines: await next('order_items') },
      })),
    };
    const seconds = (performance.now() - started) / 1000;
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    const detail = Object.entries(counts)
      .map(([table, count]) => `${table} ${count.toLocaleString('en')}`)
      .join(', ');
    console.log(
      `three busy years on ${kind}: ${rows.toLocaleString('en')} rows in ${seconds.toFixed(1)} s (${detail})`,
    );
    return { counts, seconds };
  } finally {
    await bulk.close();
  }
}
