/**
 * What the wizard shows before paying, from GET /api/rooms/availability: each night of the stay
 * with its rate, summing to the total the payment order must carry, and the free-cancellation
 * deadline — the very one the booking records when it is made (docs/requirements/policies.md).
 */
import {
  addDays,
  addMoney,
  FREE_CANCELLATION_HOURS,
  POLICIES_UPDATED_ON,
  roomSearchReply,
  STAY_LIMITS,
  stayNights,
  type RoomCaptureReply,
  type RoomPaymentOrderReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { bookingDraft, daysFromToday, paymentOrder } from './support/builders.js';
import { UNLIMITED_WRITES } from './support/room-booking-requests.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  // No PayPal credentials: the simulated provider takes the payment.
  t = await startTestApp({ seed: true, env: UNLIMITED_WRITES });
  api = apiClient(t);
});
afterAll(async () => t.close());

const quote = (checkin: string, checkout: string, guests = 1) =>
  api.read(
    `/api/rooms/availability?${new URLSearchParams({ checkin, checkout, guests: String(guests) }).toString()}`,
    roomSearchReply,
  );

/**
 * Check-in is at 15:00 in Guatemala, UTC-6 all year (no daylight saving), so 21:00 UTC; free
 * cancellation ends 48 hours before, written out here rather than through the API's helpers.
 */
const deadlineOf = (checkin: string) => `${addDays(checkin, -2)}T21:00:00.000Z`;

describe('GET /api/rooms/availability: the price night by night and the cancellation deadline', () => {
  it.each([STAY_LIMITS.minNights, 3, 5, 7, 10, STAY_LIMITS.maxNights])(
    'lists each of %i nights with its rate, and they sum to the total',
    async (nights) => {
      const checkin = daysFromToday(40 + nights);
      const checkout = addDays(checkin, nights);
      const reply = await quote(checkin, checkout);
      expect(reply.rooms).toHaveLength(4);
      for (const room of reply.rooms) {
        expect(room.nights, room.id).toBe(nights);
        expect(
          room.nightly.map((entry) => entry.night),
          room.id,
        ).toEqual(stayNights(checkin, checkout));
        // One rate per room today: every night at the room's rate.
        expect(new Set(room.nightly.map((entry) => entry.rate)), room.id).toEqual(new Set([room.pricePerNight]));
        expect(addMoney(...room.nightly.map((entry) => entry.rate)), room.id).toBe(room.totalPrice);
      }
      expect(reply.rooms.find((room) => room.id === 'lakefront_lower')?.totalPrice).toBe(
        addMoney(...Array<string>(nights).fill('65.00')),
      );
    },
  );

  it('quotes the same night by night breakdown for a room that cannot be booked', async () => {
    const checkin = daysFromToday(90);
    const reply = await quote(checkin, addDays(checkin, 2), 3);
    const small = reply.rooms.find((room) => room.id === 'lakefront_lower');
    expect(small).toMatchObject({
      available: false,
      reason: 'too_many_guests',
      nightly: [
        { night: checkin, rate: '65.00' },
        { night: addDays(checkin, 1), rate: '65.00' },
      ],
      totalPrice: '130.00',
    });
  });

  it('gives free cancellation until 48 hours before the 15:00 check-in at the retreat, the same for every room', async () => {
    const checkin = daysFromToday(75);
    const reply = await quote(checkin, addDays(checkin, 3));
    expect(FREE_CANCELLATION_HOURS.accommodation).toBe(48);
    expect(new Set(reply.rooms.map((room) => room.freeCancellationUntil))).toEqual(new Set([deadlineOf(checkin)]));
  });

  it('quotes a deadline already past for a stay that starts within 48 hours', async () => {
    const checkin = daysFromToday(1);
    const reply = await quote(checkin, addDays(checkin, 2));
    const [room] = reply.rooms;
    expect(room?.freeCancellationUntil).toBe(deadlineOf(checkin));
    expect(Date.parse(room?.freeCancellationUntil ?? '')).toBeLessThan(Date.now());
  });

  it('is what the booking records: the quoted total is accepted and the row keeps the quoted deadline and policy', async () => {
    const checkin = daysFromToday(120);
    const draft = bookingDraft({
      checkinDate: checkin,
      checkoutDate: addDays(checkin, 4),
      roomType: 'upper_lakefront',
    });
    const quoted = (await quote(checkin, draft.checkoutDate, draft.guests)).rooms.find(
      (room) => room.id === 'upper_lakefront',
    );
    expect(quoted?.available).toBe(true);

    const ordered = await api.send<RoomPaymentOrderReply>(
      'POST',
      '/paypal/order',
      paymentOrder(draft, quoted?.totalPrice ?? ''),
    );
    expect(ordered.status).toBe(201);
    const captured = await api.send<RoomCaptureReply>('POST', `/paypal/order/${ordered.body.id}/capture`);
    expect(captured.status).toBe(200);

    const row = await t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id: ordered.body.bookingId });
    expect(row).toMatchObject({
      status: 'confirmed',
      totalPrice: quoted?.totalPrice,
      policyVersion: POLICIES_UPDATED_ON,
    });
    expect(row.freeCancellationUntil?.toISOString()).toBe(quoted?.freeCancellationUntil);
    expect(row.freeCancellationUntil?.toISOString()).toBe(deadlineOf(checkin));
  });
});
