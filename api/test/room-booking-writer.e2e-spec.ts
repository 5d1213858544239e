/**
 * The room booking writer's move of a stay, as staff make it: the old nights released and the
 * new ones claimed in one transaction, audited; a taken night is a 409 that leaves the booking,
 * its price and its nights as they were. (The guest's moves: room-date-change.e2e-spec.ts.)
 * Runs on SQLite and, with DATABASE_URL, on MariaDB.
 */
import { addDays } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../src/admin/audit/audit-entry.entity.js';
import { AdminUser } from '../src/auth/admin-user.entity.js';
import { createOrResetStaffAccount } from '../src/auth/staff-accounts.js';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { RoomBookingWriter } from '../src/rooms/room-booking-writer.js';
import { RoomNight } from '../src/rooms/room-night.entity.js';
import { NO_TAXES } from '../src/taxes/tax-lines.js';
import { bookingDraft, daysFromToday } from './support/room-booking-requests.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let writer: RoomBookingWriter;
let staff: AdminUser;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  writer = t.app.get(RoomBookingWriter);
  await createOrResetStaffAccount(t.dataSource, { username: 'desk', role: 'staff', password: 'front-desk-password' });
  staff = await t.dataSource.getRepository(AdminUser).findOneByOrFail({ username: 'desk' });
});
afterAll(async () => {
  await t?.close();
});

/** A desk booking of `nights` nights in the Lakefront Lower Room, `days` from today. */
function deskBooking(days: number, nights = 2) {
  const checkinDate = daysFromToday(days);
  const price = { nights, totalPrice: (65 * nights).toFixed(2), currency: 'USD' };
  const stay = bookingDraft({ checkinDate, checkoutDate: addDays(checkinDate, nights) });
  return writer.create({ ...stay, language: 'en' }, price, { status: 'confirmed', bookedBy: staff });
}

const nightsOf = async (bookingId: number) =>
  (await t.dataSource.getRepository(RoomNight).find({ where: { bookingId }, order: { night: 'ASC' } })).map(
    (row) => row.night,
  );

const rowOf = (id: number) => t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id });

describe('RoomBookingWriter.moveStay', () => {
  it('releases the old nights and claims the new ones, overlapping or not, with an audit row', async () => {
    const booking = await deskBooking(100);
    const checkinDate = daysFromToday(101);
    const dates = {
      roomType: 'lakefront_lower',
      checkinDate,
      checkoutDate: addDays(checkinDate, 3),
      totalPrice: '195.00',
      ...NO_TAXES,
    };

    const { booking: moved, refunds } = await writer.moveStay(booking.id, dates, { staff });

    expect(moved).toMatchObject({ id: booking.id, status: 'confirmed', calendarSequence: 1, ...dates });
    expect(refunds).toEqual([]); // paid at the retreat: nothing to give back
    expect(await nightsOf(booking.id)).toEqual([checkinDate, addDays(checkinDate, 1), addDays(checkinDate, 2)]);
    // The first night is free again: another guest can book it.
    const next = await deskBooking(100, 1);
    expect(await nightsOf(next.id)).toEqual([daysFromToday(100)]);
    const audit = await t.dataSource
      .getRepository(AuditEntry)
      .findBy({ resource: 'room-bookings', recordId: String(booking.id), action: 'update' });
    expect(audit.map((entry) => entry.changes)).toEqual([
      {
        before: {
          roomType: 'lakefront_lower',
          checkinDate: booking.checkinDate,
          checkoutDate: booking.checkoutDate,
          totalPrice: '130.00',
        },
        after: { ...dates, refunded: '0.00' },
      },
    ]);
  });

  it('answers 409 when a new night is taken, leaving the booking, its price and its nights as they were', async () => {
    const booking = await deskBooking(120);
    const other = await deskBooking(123);
    const before = await rowOf(booking.id);
    const dates = {
      roomType: 'lakefront_lower',
      checkinDate: daysFromToday(121),
      checkoutDate: daysFromToday(124),
      totalPrice: '195.00',
      ...NO_TAXES,
    };

    await expect(writer.moveStay(booking.id, dates, { staff })).rejects.toMatchObject({
      code: 'rooms.datesUnavailable',
    });

    expect(await rowOf(booking.id)).toEqual(before);
    expect(await nightsOf(booking.id)).toEqual([daysFromToday(120), daysFromToday(121)]);
    expect(await nightsOf(other.id)).toEqual([daysFromToday(123), daysFromToday(124)]);
  });

  it('answers 400 for a stay of no nights, before touching the booking', async () => {
    const booking = await deskBooking(130);
    const dates = {
      roomType: 'lakefront_lower',
      checkinDate: daysFromToday(132),
      checkoutDate: daysFromToday(132),
      totalPrice: '0.00',
      ...NO_TAXES,
    };

    await expect(writer.moveStay(booking.id, dates, { staff })).rejects.toMatchObject({
      code: 'common.validationFailed',
    });
    expect(await nightsOf(booking.id)).toEqual([daysFromToday(130), daysFromToday(131)]);
  });

  it('answers 409 for a cancelled booking, which owns no nights to move', async () => {
    const booking = await deskBooking(140);
    await writer.cancel(booking.id, 'Changed plans', staff);
    const dates = {
      roomType: 'lakefront_lower',
      checkinDate: daysFromToday(141),
      checkoutDate: daysFromToday(142),
      totalPrice: '65.00',
      ...NO_TAXES,
    };

    await expect(writer.moveStay(booking.id, dates, { staff })).rejects.toMatchObject({
      code: 'rooms.alreadyCancelled',
    });
    expect(await nightsOf(booking.id)).toEqual([]);
    expect(await rowOf(booking.id)).toMatchObject({ status: 'cancelled', checkinDate: daysFromToday(140) });
  });
});
