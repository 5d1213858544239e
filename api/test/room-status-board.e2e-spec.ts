/**
 * The rooms' day (GET /api/rooms/status-board) and their housekeeping: arriving, in house,
 * departing and vacant from the bookings (a no-show leaves the room vacant), a check-out that
 * makes its room dirty in the same transaction, and the order and roles of housekeeping moves
 * (dirty → clean by anyone, clean → inspected by managers, back to dirty by anyone), each audited.
 */
import {
  addDays,
  roomBoardEntryReply,
  roomStatusBoardReply,
  type DeskBookingReply,
  type RoomBoardEntryReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../src/admin/audit/audit-entry.entity.js';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { RoomHousekeeping } from '../src/rooms/room-housekeeping.entity.js';
import { daysFromToday } from './support/builders.js';
import { refusal } from './support/expected-errors.js';
import { anonymous, signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let staff: StaffApiClient;
let manager: StaffApiClient;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  [staff, manager] = await Promise.all([signInAs(t, 'staff', 'desk-staff'), signInAs(t, 'manager')]);
});
afterAll(async () => t?.close());

/** A desk booking of `roomType` from `days` from today, for two nights. */
async function deskBooking(roomType: string, days: number, guestName = 'Desk Guest') {
  const checkinDate = daysFromToday(days);
  const reply = await staff.send<DeskBookingReply>('POST', '/api/room-bookings/staff', {
    checkinDate,
    checkoutDate: addDays(checkinDate, 2),
    roomType,
    guests: 2,
    guestName,
    phone: '+502 5555 0101',
  });
  expect(reply.status).toBe(201);
  return reply.body.booking;
}

const bookings = () => t.dataSource.getRepository(RoomBooking);
const tap = (id: number, action: string) => staff.send('POST', `/api/room-bookings/${id}/${action}`);

async function boardEntry(client: StaffApiClient, roomId: string): Promise<RoomBoardEntryReply> {
  const board = await client.read('/api/rooms/status-board', roomStatusBoardReply);
  const entry = board.rooms.find((room) => room.roomId === roomId);
  if (!entry) throw new Error(`${roomId} is not on the board`);
  return entry;
}

const setHousekeeping = (client: StaffApiClient, roomId: string, status: string) =>
  client.send<RoomBoardEntryReply>('POST', `/api/rooms/${roomId}/housekeeping`, { status });

describe('the rooms’ day', () => {
  it('shows who arrives, who is in house, who leaves, and that a no-show leaves the room vacant', async () => {
    const empty = await staff.read('/api/rooms/status-board', roomStatusBoardReply);
    expect(empty.date).toBe(daysFromToday(0));
    expect(empty.rooms.map((room) => room.roomId)).toHaveLength(4);
    expect(empty.rooms.every((room) => room.state === 'vacant' && room.guest === null)).toBe(true);
    expect(empty.rooms.every((room) => room.housekeeping === 'clean' && room.housekeepingUpdatedAt === null)).toBe(
      true,
    );

    const arriving = await deskBooking('lakefront_lower', 0, 'Ana Arriving');
    const staying = await deskBooking('upper_lakefront', 0, 'Ben Staying');
    expect((await tap(staying.id, 'check-in')).status).toBe(200);
    // Checked in two days ago, leaving today; and the next guest of the room arrives today.
    const leaving = await deskBooking('lakeside_cottage', 40, 'Cleo Leaving');
    await bookings().update(
      { id: leaving.id },
      {
        checkinDate: daysFromToday(-2),
        checkoutDate: daysFromToday(0),
        checkedInAt: new Date(Date.now() - 172_800_000),
      },
    );
    const next = await deskBooking('lakeside_cottage', 0, 'Dan Next');
    const noShow = await deskBooking('garden_cottage', 0, 'Eve Absent');
    await bookings().update({ id: noShow.id }, { noShowAt: new Date() });

    const board = await staff.read('/api/rooms/status-board', roomStatusBoardReply);
    const byRoom = Object.fromEntries(board.rooms.map((room) => [room.roomId, room]));
    const references = new Map((await bookings().find()).map((row) => [row.id, row.reference]));
    const guest = (booking: { id: number }, name: string, from: number, to: number) => ({
      bookingId: booking.id,
      reference: references.get(booking.id),
      guestName: name,
      checkinDate: daysFromToday(from),
      checkoutDate: daysFromToday(to),
    });
    expect(byRoom.lakefront_lower).toMatchObject({
      state: 'arriving',
      guest: guest(arriving, 'Ana Arriving', 0, 2),
      nextArrival: null,
    });
    expect(byRoom.upper_lakefront).toMatchObject({ state: 'occupied', guest: guest(staying, 'Ben Staying', 0, 2) });
    expect(byRoom.lakeside_cottage).toMatchObject({
      state: 'departing',
      guest: guest(leaving, 'Cleo Leaving', -2, 0),
      nextArrival: guest(next, 'Dan Next', 0, 2),
    });
    expect(byRoom.garden_cottage).toMatchObject({ state: 'vacant', guest: null, nextArrival: null });

    // The arriving guest checks in: in house for two nights.
    expect((await tap(arriving.id, 'check-in')).status).toBe(200);
    expect(await boardEntry(staff, 'lakefront_lower')).toMatchObject({ state: 'occupied' });
  });

  it('is for signed-in staff only', async () => {
    expect((await anonymous(t).send('GET', '/api/rooms/status-board')).status).toBe(401);
  });
});

describe('check-out and housekeeping', () => {
  it('a check-out leaves the room vacant and dirty, with its audit rows', async () => {
    const leaving = await bookings().findOneByOrFail({ guestName: 'Cleo Leaving' });
    expect((await tap(leaving.id, 'check-out')).status).toBe(200);

    const entry = await boardEntry(staff, 'lakeside_cottage');
    expect(entry).toMatchObject({
      state: 'arriving',
      guest: { guestName: 'Dan Next' },
      housekeeping: 'dirty',
      housekeepingUpdatedBy: 'Test staff',
      housekeepingMoves: ['clean'],
    });
    expect(entry.housekeepingUpdatedAt).not.toBeNull();
    const row = await t.dataSource.getRepository(RoomHousekeeping).findOneByOrFail({ roomId: 'lakeside_cottage' });
    expect(row).toMatchObject({ status: 'dirty', updatedBy: 'Test staff' });
    const audit = await t.dataSource
      .getRepository(AuditEntry)
      .findBy({ resource: 'room-housekeeping', recordId: 'lakeside_cottage' });
    expect(audit.map((item) => item.changes)).toEqual([{ before: { status: 'clean' }, after: { status: 'dirty' } }]);
  });

  it('a refused check-out leaves the housekeeping as it was', async () => {
    const arriving = await deskBooking('garden_cottage', 20);
    expect((await tap(arriving.id, 'check-out')).status).toBe(409);
    expect(await t.dataSource.getRepository(RoomHousekeeping).existsBy({ roomId: 'garden_cottage' })).toBe(false);
  });

  it('goes dirty → clean (anyone) → inspected (managers) → dirty (anyone), and refuses the rest', async () => {
    const room = 'lakeside_cottage';
    expect(await setHousekeeping(staff, room, 'inspected')).toEqual({
      status: 409,
      body: refusal('rooms.housekeepingOrder'),
    });
    const cleaned = await setHousekeeping(staff, room, 'clean');
    expect(cleaned.status).toBe(200);
    expect(roomBoardEntryReply.parse(cleaned.body)).toMatchObject({
      roomId: room,
      state: 'arriving',
      housekeeping: 'clean',
      housekeepingMoves: ['dirty'],
    });
    expect(await setHousekeeping(staff, room, 'clean')).toEqual({
      status: 409,
      body: refusal('rooms.housekeepingOrder'),
    });
    expect(await setHousekeeping(staff, room, 'inspected')).toEqual({
      status: 403,
      body: refusal('rooms.inspectionNeedsManager'),
    });
    expect((await boardEntry(manager, room)).housekeepingMoves).toEqual(['inspected', 'dirty']);

    const inspected = await setHousekeeping(manager, room, 'inspected');
    expect(inspected.status).toBe(200);
    expect(inspected.body).toMatchObject({ housekeeping: 'inspected', housekeepingUpdatedBy: 'Test manager' });
    expect(await setHousekeeping(manager, room, 'clean')).toEqual({
      status: 409,
      body: refusal('rooms.housekeepingOrder'),
    });
    expect((await setHousekeeping(staff, room, 'dirty')).body).toMatchObject({ housekeeping: 'dirty' });

    const audit = await t.dataSource
      .getRepository(AuditEntry)
      .find({ where: { resource: 'room-housekeeping', recordId: room }, order: { id: 'ASC' } });
    expect(audit.map((item) => `${item.staffUsername}: ${String(item.changes.after?.status)}`)).toEqual([
      'desk-staff: dirty',
      'desk-staff: clean',
      'manager-user: inspected',
      'desk-staff: dirty',
    ]);
  });

  it('a room never checked out of starts clean; anyone may send it back to dirty', async () => {
    expect((await setHousekeeping(staff, 'upper_lakefront', 'dirty')).body).toMatchObject({ housekeeping: 'dirty' });
  });

  it('refuses an unknown room, an unknown status and a guest', async () => {
    expect(await setHousekeeping(staff, 'no_such_room', 'dirty')).toEqual({
      status: 404,
      body: refusal('rooms.notFound'),
    });
    expect((await setHousekeeping(staff, 'garden_cottage', 'sparkling')).status).toBe(400);
    expect(
      (await anonymous(t).send('POST', '/api/rooms/garden_cottage/housekeeping', { status: 'dirty' })).status,
    ).toBe(401);
  });

  it('two people tapping the same move at once make it once', async () => {
    const replies = await Promise.all([
      setHousekeeping(staff, 'upper_lakefront', 'clean'),
      setHousekeeping(manager, 'upper_lakefront', 'clean'),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
  });
});
