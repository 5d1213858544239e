/**
 * No double booking under load, and no half-written booking when a transaction dies.
 * Runs on SQLite and, with DATABASE_URL, on MariaDB — where the 50 attempts really run in
 * parallel on separate connections and a connection is killed mid-transaction.
 */
import { addDays, multiplyMoney, type RoomPaymentOrderReply } from '@lakeside/contracts';
import { createConnection, type Connection } from 'mysql2/promise';
import { In } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { RoomNight } from '../src/rooms/room-night.entity.js';
import {
  bookingDraft,
  daysFromToday,
  paymentOrder,
  postJson,
  UNLIMITED_WRITES,
} from './support/room-booking-requests.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { refusal } from './support/expected-errors.js';

let t: TestApp;
beforeAll(async () => {
  // No PayPal credentials: the simulated provider, so only the database is under test.
  t = await startTestApp({ seed: true, env: UNLIMITED_WRITES });
});
afterAll(async () => t.close());

const hold = (body: unknown) => postJson<RoomPaymentOrderReply>(`${t.url}/paypal/order`, body);
const isMysql = () => t.database.kind !== 'sqlite';

async function duplicateNights(): Promise<unknown[]> {
  return t.dataSource.query(
    'SELECT roomId, night, COUNT(*) AS copies FROM room_nights GROUP BY roomId, night HAVING COUNT(*) > 1',
  );
}

describe('50 parallel holds on overlapping stays of one room', () => {
  it('sell every night once: exactly one succeeds, 49 get 409, no duplicate or orphan rows', async () => {
    // Every stay contains the night `shared`, so any two of them overlap.
    const shared = daysFromToday(90);
    const attempts = Array.from({ length: 50 }, (_, i) => {
      const checkinDate = addDays(shared, -(i % 3));
      const checkoutDate = addDays(shared, 1 + (i % 2) + (i % 3 === 0 ? 1 : 0));
      const nights = Math.round((Date.parse(checkoutDate) - Date.parse(checkinDate)) / 86_400_000);
      const draft = bookingDraft({
        checkinDate,
        checkoutDate,
        roomType: 'upper_lakefront',
        email: `guest${i}@example.com`,
      });
      return paymentOrder(draft, multiplyMoney('80.00', nights));
    });

    const replies = await Promise.all(attempts.map((body) => hold(body)));

    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const reply of replies.filter((r) => r.status === 409)) {
      expect(reply.body).toEqual(refusal('rooms.datesUnavailable'));
    }
    const winner = replies.find((reply) => reply.status === 201)?.body;

    expect(await duplicateNights()).toEqual([]);
    const rows = await t.dataSource.getRepository(RoomBooking).find({ where: { roomType: 'upper_lakefront' } });
    expect(rows.map((row) => row.id)).toEqual([winner?.bookingId]);
    const nights = await t.dataSource.getRepository(RoomNight).find({ where: { roomId: 'upper_lakefront' } });
    expect(nights.every((night) => night.bookingId === winner?.bookingId)).toBe(true);
    expect(nights.map((night) => night.night)).toContain(shared);
  });

  it('do not block each other across rooms: one hold per room succeeds', async () => {
    const checkinDate = daysFromToday(120);
    const rooms = [
      ['lakefront_lower', '130.00'],
      ['lakeside_cottage', '200.00'],
      ['garden_cottage', '200.00'],
    ] as const;
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const [roomType, amount] = rooms[i % rooms.length] ?? rooms[0];
        return hold(paymentOrder(bookingDraft({ checkinDate, roomType, email: `room${i}@example.com` }), amount));
      }),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(3);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(27);
    expect(await duplicateNights()).toEqual([]);
  });
});

describe('a transaction that fails after its first insert', () => {
  it('leaves no booking and no night behind (a database error on the nights insert)', async () => {
    const draft = bookingDraft({
      checkinDate: daysFromToday(150),
      roomType: 'lakefront_lower',
      email: 'trigger@example.com',
    });
    const failingNight = addDays(draft.checkinDate, 1);
    // A trigger refuses the second night: the booking row is already inserted in the same transaction.
    if (isMysql()) {
      await t.dataSource.query(
        `CREATE TRIGGER fail_night BEFORE INSERT ON room_nights FOR EACH ROW
         BEGIN IF NEW.night = '${failingNight}' THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'simulated failure'; END IF; END`,
      );
    } else {
      await t.dataSource.query(
        `CREATE TRIGGER fail_night BEFORE INSERT ON room_nights WHEN NEW.night = '${failingNight}'
         BEGIN SELECT RAISE(ABORT, 'simulated failure'); END`,
      );
    }
    try {
      const reply = await hold(paymentOrder(draft, '130.00'));
      expect(reply).toEqual({ status: 500, body: refusal('common.serverError') });
    } finally {
      await t.dataSource.query('DROP TRIGGER fail_night');
    }
    expect(await t.dataSource.getRepository(RoomBooking).countBy({ email: 'trigger@example.com' })).toBe(0);
    expect(
      await t.dataSource.getRepository(RoomNight).countBy({ roomId: 'lakefront_lower', night: draft.checkinDate }),
    ).toBe(0);
    // The nights were never taken: the same stay can be held now.
    expect((await hold(paymentOrder(draft, '130.00'))).status).toBe(201);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'runs a transaction again, whole, when MariaDB kills its connection mid-transaction',
    async () => {
      const url = t.database.env.DATABASE_URL ?? '';
      const draft = bookingDraft({
        checkinDate: daysFromToday(160),
        roomType: 'garden_cottage',
        guests: 2,
        email: 'killed@example.com',
      });
      const lastNight = addDays(draft.checkinDate, 1);
      // A committed placeholder booking, so the blocker's night row satisfies its foreign key.
      const placeholder = await t.dataSource.getRepository(RoomBooking).save({
        ...draft,
        email: 'placeholder@example.com',
        checkinDate: lastNight,
        checkoutDate: addDays(lastNight, 2),
        totalPrice: '0.00',
        status: 'cancelled',
      });

      // The blocker holds the last night uncommitted, so the app's INSERT of its nights waits —
      // with its booking row already inserted in the open transaction.
      const blocker: Connection = await createConnection({ uri: url });
      const killer: Connection = await createConnection({ uri: url });
      await blocker.query('START TRANSACTION');
      await blocker.query('INSERT INTO room_nights (roomId, night, bookingId) VALUES (?, ?, ?)', [
        'garden_cottage',
        lastNight,
        placeholder.id,
      ]);
      const pending = hold(paymentOrder(draft, '200.00'));
      try {
        const victim = await waitForQuery(killer, 'INSERT INTO `room_nights`%');
        // The booking row exists, uncommitted, in the victim's transaction.
        await killer.query(`KILL ${victim}`);
        // The transaction is run again on a fresh connection, and waits for the blocker again.
        await waitForQuery(killer, 'INSERT INTO `room_nights`%');
      } finally {
        await blocker.query('ROLLBACK');
        await blocker.end();
        await killer.end();
      }

      // The killed attempt left nothing: the guest has exactly the one hold of the retry, whole.
      const reply = await pending;
      expect(reply.status).toBe(201);
      const bookings = await t.dataSource.getRepository(RoomBooking).findBy({ email: 'killed@example.com' });
      expect(bookings.map((booking) => booking.id)).toEqual([reply.body.bookingId]);
      expect(
        await t.dataSource
          .getRepository(RoomNight)
          .findBy({ roomId: 'garden_cottage', night: In([draft.checkinDate, lastNight]) }),
      ).toEqual([
        expect.objectContaining({ night: draft.checkinDate, bookingId: reply.body.bookingId }),
        expect.objectContaining({ night: lastNight, bookingId: reply.body.bookingId }),
      ]);
    },
  );
});

/** The id of the connection running a statement LIKE `pattern` in this test's database. */
async function waitForQuery(connection: Connection, pattern: string): Promise<number> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [rows] = await connection.query(
      'SELECT ID AS id FROM information_schema.PROCESSLIST WHERE DB = DATABASE() AND INFO LIKE ? AND ID <> CONNECTION_ID()',
      [pattern],
    );
    const found = (rows as Array<{ id: number }>)[0];
    if (found) return found.id;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No connection ran ${pattern} within 10 s`);
}
