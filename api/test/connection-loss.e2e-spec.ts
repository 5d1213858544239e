/**
 * A lost database connection leaves nothing behind (MariaDB only: SQLite has no connection to
 * lose). While guests place holds as fast as the API answers, another connection KILLs every
 * connection the API has open on the test database, again and again. Every guest must get
 * either a hold with its payment order or a 503 that says to try again — never a 500 — and no
 * hold may be left that no guest was told about.
 */
import { addDays, type RoomPaymentOrderReply } from '@lakeside/contracts';
import { createConnection, type Connection } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { SimulatedPaymentOrder } from '../src/payments/simulated-payment-order.entity.js';
import {
  bookingDraft,
  daysFromToday,
  paymentOrder,
  postJson,
  UNLIMITED_WRITES,
} from './support/room-booking-requests.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { refusal, type OrRefusal } from './support/expected-errors.js';

const serverDatabase = /^(mysql|mariadb):/.test(process.env.DATABASE_URL ?? '');
if (!serverDatabase) console.info('connection-loss.e2e-spec skipped: set DATABASE_URL=mariadb://… to run it.');

const RATES = { lakefront_lower: 65, upper_lakefront: 80, lakeside_cottage: 100, garden_cottage: 100 };
const HOLDS_PER_ROOM = 15;
const PARALLEL_PER_ROOM = 3;

describe.skipIf(!serverDatabase)('a lost database connection during a burst of holds', () => {
  let t: TestApp;
  let killer: Connection;
  beforeAll(async () => {
    t = await startTestApp({ seed: true, env: UNLIMITED_WRITES });
    killer = await createConnection({ uri: t.database.env.DATABASE_URL ?? '' });
  });
  afterAll(async () => {
    await killer?.end();
    await t?.close();
  });

  /** KILLs every connection of the API's pool (all of this database's connections but the killer's). */
  async function killApiConnections(): Promise<number> {
    const [rows] = await killer.query<Array<{ id: number }> & import('mysql2').RowDataPacket[]>(
      'SELECT ID AS id FROM information_schema.PROCESSLIST WHERE DB = DATABASE() AND ID <> CONNECTION_ID()',
    );
    for (const { id } of rows) await killer.query(`KILL ${id}`).catch(() => undefined);
    return rows.length;
  }

  it('answers every hold with 201 or a clear 503, and leaves no hold the guest was not told about', async () => {
    const replies: Array<{ status: number; body: OrRefusal<RoomPaymentOrderReply> }> = [];
    const lane = async (roomType: string, rate: number, first: number) => {
      for (let index = first; index < HOLDS_PER_ROOM; index += PARALLEL_PER_ROOM) {
        const checkinDate = daysFromToday(200 + 2 * index);
        const draft = bookingDraft({ roomType, checkinDate, checkoutDate: addDays(checkinDate, 2), guests: 2 });
        replies.push(await postJson<RoomPaymentOrderReply>(`${t.url}/paypal/order`, paymentOrder(draft, rate * 2)));
      }
    };
    const burst = Promise.all(
      Object.entries(RATES).flatMap(([roomType, rate]) =>
        Array.from({ length: PARALLEL_PER_ROOM }, (_, first) => lane(roomType, rate, first)),
      ),
    );
    let stormOver = false;
    let killed = 0;
    const storm = (async () => {
      while (!stormOver) {
        killed += await killApiConnections();
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    })();
    await burst;
    stormOver = true;
    await storm;

    expect(killed).toBeGreaterThan(0);
    expect(replies).toHaveLength(Object.keys(RATES).length * HOLDS_PER_ROOM);
    for (const reply of replies) {
      expect([201, 503]).toContain(reply.status);
      if (reply.status === 503) expect(reply.body).toEqual(refusal('common.serviceUnavailable'));
    }
    expect(replies.filter((reply) => reply.status === 201).length).toBeGreaterThan(0);

    // Every hold is one a guest was told about, and has its payment order.
    const told = replies.filter((reply) => reply.status === 201).map((reply) => reply.body.bookingId);
    const held = await t.dataSource.getRepository(RoomBooking).findBy({ status: 'held' });
    expect(held.map((booking) => booking.id).sort()).toEqual([...told].sort());
    const orders = await t.dataSource.getRepository(SimulatedPaymentOrder).find();
    const orderIds = new Set(orders.map((order) => order.id));
    for (const booking of held) expect(orderIds.has(booking.paypalOrderId ?? '')).toBe(true);
  }, 60_000);
});
