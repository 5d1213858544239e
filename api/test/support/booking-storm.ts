/**
 * Staff booking rooms at the desk as fast as the API answers: one lane per room, each booking
 * the next two free nights. For tests that need writes running while they do something else.
 */
import { addDays, type DeskBookingReply } from '@lakeside/contracts';
import { bookingDraft, daysFromToday } from './room-booking-requests.js';
import type { StaffClient } from './staff-session.js';

const ROOMS = ['lakefront_lower', 'upper_lakefront', 'lakeside_cottage', 'garden_cottage'];

export interface BookingStorm {
  /** Ids of the bookings made so far, in the order they were answered. */
  confirmed: number[];
  /** Resolves once `count` bookings are made (or the storm is over). */
  reach(count: number): Promise<void>;
  /** Resolves when every lane has made its bookings. */
  done: Promise<void>;
}

export function startBookingStorm(desk: StaffClient, bookingsPerRoom: number): BookingStorm {
  const confirmed: number[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const lane = async (roomType: string) => {
    for (let index = 0; index < bookingsPerRoom; index += 1) {
      const checkinDate = daysFromToday(30 + 2 * index);
      const draft = bookingDraft({ roomType, checkinDate, checkoutDate: addDays(checkinDate, 2), guests: 2 });
      const response = await desk.request('POST', '/api/room-bookings/staff', draft);
      if (response.status !== 201) throw new Error(`desk booking ${roomType} ${checkinDate}: ${response.status}`);
      confirmed.push(((await response.json()) as DeskBookingReply).booking.id);
      for (const waiter of waiting.filter((w) => confirmed.length >= w.count)) waiter.resolve();
    }
  };
  const done = Promise.all(ROOMS.map(lane)).then(() => undefined);
  return {
    confirmed,
    done,
    reach: (count) =>
      confirmed.length >= count
        ? Promise.resolve()
        : Promise.race([done, new Promise<void>((resolve) => waiting.push({ count, resolve }))]),
  };
}
