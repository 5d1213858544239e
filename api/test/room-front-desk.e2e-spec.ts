/**
 * The front desk on a room booking: check-in from the stay's first day, check-out once, a
 * no-show only after the arrival day, and the payment of a pay-at-retreat booking taken once —
 * each audited, each refused with its code when it does not apply.
 */
import { addDays, bookingPaymentStaffReply, roomBookingReply, type DeskBookingReply } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../src/admin/audit/audit-entry.entity.js';
import { AdminUser } from '../src/auth/admin-user.entity.js';
import { RoomStayWriter } from '../src/rooms/room-stay-writer.js';
import { daysFromToday } from './support/builders.js';
import { refusal } from './support/expected-errors.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let staff: StaffApiClient;
let manager: StaffApiClient;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  [staff, manager] = await Promise.all([signInAs(t, 'staff', 'desk-staff'), signInAs(t, 'manager')]);
});
afterAll(async () => t?.close());

let room = 0;
const ROOMS = ['garden_cottage', 'lakeside_cottage', 'upper_lakefront', 'lakefront_lower'];

/** A desk booking (paid at the retreat) from `days` from today, for two nights. */
async function deskBooking(days: number) {
  const checkinDate = daysFromToday(days);
  room += 1;
  const reply = await staff.send<DeskBookingReply>('POST', '/api/room-bookings/staff', {
    checkinDate,
    checkoutDate: addDays(checkinDate, 2),
    roomType: ROOMS[room % ROOMS.length],
    guests: 2,
    guestName: 'Desk Guest',
    phone: '+502 5555 0101',
  });
  expect(reply.status).toBe(201);
  return reply.body.booking;
}

const tap = (client: StaffApiClient, id: number, action: string, body?: unknown) =>
  client.send('POST', `/api/room-bookings/${id}/${action}`, body);

describe('arrival and departure', () => {
  it('checks a guest in on their first day and out once, and says why when it cannot', async () => {
    const later = await deskBooking(40);
    expect(await tap(staff, later.id, 'check-in')).toEqual({ status: 409, body: refusal('rooms.notArrivingToday') });
    expect(await tap(staff, later.id, 'check-out')).toEqual({ status: 409, body: refusal('rooms.notInHouse') });

    const today = await deskBooking(0);
    const arrived = await tap(staff, today.id, 'check-in');
    expect(arrived.status).toBe(200);
    expect(roomBookingReply.parse(arrived.body).checkedInAt).not.toBeNull();
    expect(await tap(staff, today.id, 'check-in')).toEqual({ status: 409, body: refusal('rooms.notArrivingToday') });

    const left = await tap(staff, today.id, 'check-out');
    expect(roomBookingReply.parse(left.body)).toMatchObject({ checkedOutAt: expect.any(String), status: 'confirmed' });
    expect(await tap(staff, today.id, 'check-out')).toEqual({ status: 409, body: refusal('rooms.notInHouse') });

    const audit = await t.dataSource
      .getRepository(AuditEntry)
      .findBy({ resource: 'room-bookings', recordId: String(today.id) });
    expect(audit.map((entry) => Object.keys(entry.changes.after ?? {})[0])).toEqual(
      expect.arrayContaining(['checkedInAt', 'checkedOutAt']),
    );
  });

  it('two desks checking in at once check in once', async () => {
    const today = await deskBooking(0);
    const replies = await Promise.all([tap(staff, today.id, 'check-in'), tap(manager, today.id, 'check-in')]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
  });
});

describe('no-shows', () => {
  it('are for managers, once the arrival day is over without a check-in', async () => {
    const today = await deskBooking(0);
    expect((await tap(staff, today.id, 'no-show')).status).toBe(403);
    expect(await tap(manager, today.id, 'no-show')).toEqual({ status: 409, body: refusal('rooms.noShowTooEarly') });

    const writer = t.app.get(RoomStayWriter);
    const mario = await t.dataSource.getRepository(AdminUser).findOneByOrFail({ username: 'manager-user' });
    const nextMorning = new Date(`${addDays(today.checkinDate, 1)}T08:00:00-06:00`);
    await expect(writer.markNoShow(today.id, mario, nextMorning)).resolves.toMatchObject({
      noShowAt: expect.any(Date),
    });
    // A no-show does not arrive later.
    await expect(writer.checkIn(today.id, mario, nextMorning)).rejects.toMatchObject({
      code: 'rooms.notArrivingToday',
    });
  });
});

describe('paying at the desk', () => {
  it('takes a pay-at-retreat booking’s payment once, in the currency of the method', async () => {
    const booking = await deskBooking(12);
    const paid = await tap(staff, booking.id, 'payments', { method: 'cash_gtq', amount: '1240' });
    expect(paid.status).toBe(201);
    expect(bookingPaymentStaffReply.parse(paid.body)).toMatchObject({
      bookingKind: 'room',
      bookingId: booking.id,
      kind: 'capture',
      provider: 'desk',
      providerReference: 'cash_gtq',
      amount: '1240.00',
      currency: 'GTQ',
      status: 'completed',
    });
    expect(await tap(staff, booking.id, 'payments', { method: 'card', amount: '200.00' })).toEqual({
      status: 409,
      body: refusal('rooms.nothingToPayAtDesk'),
    });
    expect((await tap(staff, booking.id, 'payments', { method: 'bitcoin', amount: '5' })).status).toBe(400);
    expect((await tap(staff, booking.id, 'payments', { method: 'card', amount: '-5' })).status).toBe(400);
  });
});
