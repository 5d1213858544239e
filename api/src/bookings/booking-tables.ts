/** The entity of each kind of booking (the letter of its reference says which). */
import type { BookingKind } from '@lakeside/contracts';
import { EventBooking } from '../events/event-booking.entity.js';
import { RoomBooking } from '../rooms/room-booking.entity.js';
import { SaunaBooking } from '../sauna/sauna-booking.entity.js';

export const BOOKING_TABLES = {
  room: RoomBooking,
  sauna: SaunaBooking,
  event: EventBooking,
} as const satisfies Record<BookingKind, unknown>;
