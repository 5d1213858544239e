// The booking storm: many guests at once trying to hold overlapping stays, then paying. Prints
// attempts/s, how many holds and confirmations there were, and the double-booked nights found
// in the table afterwards — which must be 0.
import { DataSource } from 'typeorm';

const ROOMS = ['lakefront_lower', 'upper_lakefront', 'lakeside_cottage', 'garden_cottage'];
const PRICE = { lakefront_lower: 65, upper_lakefront: 80, lakeside_cottage: 100, garden_cottage: 100 };

function attempt(i, retreatDate) {
  const roomType = ROOMS[i % ROOMS.length];
  // Stays of 2–4 nights starting in a 10-day window: most attempts overlap another.
  const start = 40 + (i % 10);
  const nights = 2 + (i % 3);
  return {
    amount: (PRICE[roomType] * nights).toFixed(2),
    currency: 'USD',
    intent: 'CAPTURE',
    booking: {
      checkinDate: retreatDate(start),
      checkoutDate: retreatDate(start + nights),
      roomType,
      guests: 2,
      guestName: `Storm Guest ${i}`,
      email: `storm${i}@example.com`,
      phone: '+502 5555 0000',
    },
  };
}

async function post(url, body) {
  // As the site does: a JSON content type only when there is a body.
  const response = body
    ? await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    : await fetch(url, { method: 'POST' });
  return { status: response.status, body: await response.json().catch(() => ({})) };
}

export async function bookingStorm(api, env, { attempts = 400, concurrency = 50, retreatDate }) {
  const statuses = new Map();
  const orders = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < attempts) {
        const i = next++;
        const { status, body } = await post(`${api.url}/paypal/order`, attempt(i, retreatDate));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 201) orders.push(body.id);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const captures = await Promise.all(orders.map((id) => post(`${api.url}/paypal/order/${id}/capture`)));
  const confirmed = captures.filter((c) => c.status === 200 && c.body.status === 'COMPLETED').length;

  const dataSource = new DataSource(
    env.DATABASE_URL
      ? { type: 'mariadb', url: env.DATABASE_URL }
      : { type: 'better-sqlite3', database: env.SQLITE_PATH },
  );
  await dataSource.initialize();
  const doubles = await dataSource.query(
    'SELECT roomId, night, COUNT(*) AS n FROM room_nights GROUP BY roomId, night HAVING COUNT(*) > 1',
  );
  const nights = await dataSource.query(
    "SELECT COUNT(*) AS n FROM room_nights rn JOIN room_bookings rb ON rb.id = rn.bookingId WHERE rb.status = 'confirmed'",
  );
  await dataSource.destroy();

  const byStatus = [...statuses]
    .sort()
    .map(([status, count]) => `${count}×${status}`)
    .join(' ');
  console.log(
    `booking storm: ${attempts} hold attempts in ${elapsed.toFixed(1)} s = ${Math.round(attempts / elapsed)} attempts/s (${byStatus}); ` +
      `${confirmed} confirmed, ${Number(nights[0].n)} sold nights, double-booked nights: ${doubles.length}`,
  );
}
