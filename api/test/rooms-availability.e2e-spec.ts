/** GET /api/rooms/availability: stay rules with the contracts' messages, capacity, taken nights, lapsed holds. */
import { addDays, errorMessage, MESSAGES, tooManyGuests, type RoomSearchReply } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { RoomNight } from '../src/rooms/room-night.entity.js';
import { daysFromToday, getJson } from './support/room-booking-requests.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { refusal } from './support/expected-errors.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(async () => t.close());

const search = (query: Record<string, string | number>) => {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return getJson<RoomSearchReply>(`${t.url}/api/rooms/availability?${params.toString()}`);
};

/** Puts a booking with the given status directly in the database, owning its nights. */
async function occupy(
  roomId: string,
  checkin: string,
  checkout: string,
  status: 'held' | 'confirmed',
  holdExpiresAt: Date | null,
) {
  const booking = await t.dataSource.getRepository(RoomBooking).save({
    checkinDate: checkin,
    checkoutDate: checkout,
    roomType: roomId,
    guests: 1,
    guestName: 'Existing Guest',
    email: 'existing@example.com',
    phone: '+502 5555 0000',
    totalPrice: '0.00',
    status,
    holdExpiresAt,
  });
  for (let night = checkin; night < checkout; night = addDays(night, 1)) {
    await t.dataSource.getRepository(RoomNight).insert({ roomId, night, bookingId: booking.id });
  }
  return booking;
}

describe('GET /api/rooms/availability', () => {
  it('lists every active room with its server-computed price for the stay', async () => {
    const checkin = daysFromToday(20);
    const reply = await search({ checkin, checkout: addDays(checkin, 3), guests: 2 });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ checkin, checkout: addDays(checkin, 3), nights: 3, guests: 2 });
    expect(reply.body.rooms).toEqual([
      expect.objectContaining({
        id: 'lakefront_lower',
        maxGuests: 2,
        pricePerNight: '65.00',
        nights: 3,
        totalPrice: '195.00',
        currency: 'USD',
        available: true,
        reason: null,
        message: null,
      }),
      expect.objectContaining({ id: 'upper_lakefront', maxGuests: 2, totalPrice: '240.00', available: true }),
      expect.objectContaining({ id: 'lakeside_cottage', maxGuests: 4, totalPrice: '300.00', available: true }),
      expect.objectContaining({ id: 'garden_cottage', maxGuests: 4, totalPrice: '300.00', available: true }),
    ]);
  });

  it('is not captured by GET /api/rooms/:id, which still answers room ids', async () => {
    expect((await getJson(`${t.url}/api/rooms/lakefront_lower`)).body).toMatchObject({ id: 'lakefront_lower' });
    expect((await getJson(`${t.url}/api/rooms/availability`)).status).toBe(400);
  });

  it('accepts a check-in today at the retreat and defaults guests to 1', async () => {
    const reply = await search({ checkin: daysFromToday(0), checkout: daysFromToday(2) });
    expect(reply.status).toBe(200);
    expect(reply.body.guests).toBe(1);
  });

  it('narrows to one room with roomType', async () => {
    const reply = await search({ checkin: daysFromToday(20), checkout: daysFromToday(22), roomType: 'garden_cottage' });
    expect(reply.body.rooms.map((room: { id: string }) => room.id)).toEqual(['garden_cottage']);
  });

  it('lists rooms too small for the party as unavailable, with the Too Many Guests text', async () => {
    const reply = await search({ checkin: daysFromToday(20), checkout: daysFromToday(22), guests: 3 });
    const byId = Object.fromEntries(reply.body.rooms.map((room: { id: string }) => [room.id, room]));
    expect(byId.lakefront_lower).toMatchObject({
      available: false,
      reason: 'too_many_guests',
      message: tooManyGuests('Lakefront Lower Room', 2),
    });
    expect(byId.lakeside_cottage).toMatchObject({ available: true });
  });

  it.each([
    [
      'a check-in yesterday',
      { checkin: daysFromToday(-1), checkout: daysFromToday(2) },
      'checkin',
      MESSAGES.checkinInPast,
    ],
    ['1 night', { checkin: daysFromToday(10), checkout: daysFromToday(11) }, 'checkout', MESSAGES.minimumStay],
    ['15 nights', { checkin: daysFromToday(10), checkout: daysFromToday(25) }, 'checkout', MESSAGES.maximumStay],
    [
      'check-out before check-in',
      { checkin: daysFromToday(10), checkout: daysFromToday(8) },
      'checkout',
      MESSAGES.checkoutBeforeCheckin,
    ],
    [
      '5 guests',
      { checkin: daysFromToday(10), checkout: daysFromToday(12), guests: 5 },
      'guests',
      MESSAGES.guestsRange,
    ],
    [
      '0 guests',
      { checkin: daysFromToday(10), checkout: daysFromToday(12), guests: 0 },
      'guests',
      MESSAGES.guestsRange,
    ],
    ['no check-in', { checkout: daysFromToday(12) }, 'checkin', MESSAGES.checkinRequired],
    ['a malformed date', { checkin: '01/03/2026', checkout: daysFromToday(12) }, 'checkin', MESSAGES.invalidDate],
    [
      "roomType 'penthouse'",
      { checkin: daysFromToday(10), checkout: daysFromToday(12), roomType: 'penthouse' },
      'roomType',
      MESSAGES.roomTypeRequired,
    ],
  ])('refuses %s with 400 and the field message', async (_name, query, field, message) => {
    const reply = await search(query);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(refusal('common.validationFailed', { errors: [{ field, message }] }));
  });

  it('marks a room booked when any night of the stay is held or sold, and free around it', async () => {
    const checkin = daysFromToday(40);
    await occupy('upper_lakefront', addDays(checkin, 2), addDays(checkin, 4), 'confirmed', null);
    const overlapping = await search({ checkin, checkout: addDays(checkin, 3) });
    const upper = overlapping.body.rooms.find((room: { id: string }) => room.id === 'upper_lakefront');
    expect(upper).toMatchObject({
      available: false,
      reason: 'booked',
      message: errorMessage('rooms.datesUnavailable'),
    });
    expect(overlapping.body.rooms.filter((room: { available: boolean }) => room.available)).toHaveLength(3);
    // Check-out day is free: the stay before ends the morning the booking starts, and the one after starts on its check-out day.
    expect((await search({ checkin, checkout: addDays(checkin, 2) })).body.rooms[1]).toMatchObject({ available: true });
    expect((await search({ checkin: addDays(checkin, 4), checkout: addDays(checkin, 6) })).body.rooms[1]).toMatchObject(
      { available: true },
    );
  });

  it('counts a live hold as booked and ignores a lapsed one the sweep has not reached yet', async () => {
    const checkin = daysFromToday(50);
    await occupy('lakeside_cottage', checkin, addDays(checkin, 2), 'held', new Date(Date.now() + 10 * 60_000));
    await occupy('garden_cottage', checkin, addDays(checkin, 2), 'held', new Date(Date.now() - 60_000));
    const reply = await search({ checkin, checkout: addDays(checkin, 2) });
    const byId = Object.fromEntries(reply.body.rooms.map((room: { id: string }) => [room.id, room]));
    expect(byId.lakeside_cottage).toMatchObject({ available: false, reason: 'booked' });
    expect(byId.garden_cottage).toMatchObject({ available: true });
  });
});
