import {
  LANGUAGES,
  ROOM_BOOKING_PAYMENT_PROVIDERS,
  ROOM_BOOKING_STATUSES,
  ROOM_FEATURES,
  roomRatePeriodSchema,
  roomSetupSchema,
} from '@lakeside/contracts';
import type { AdminResourceDefinitions } from '../admin/admin-resource-definition.js';
import { BOOKING_HIDDEN_COLUMNS } from '../database/booking-columns.js';
import { RoomBooking } from './room-booking.entity.js';
import { lockPeriodsRoom, refuseOverlappingPeriods } from './room-rate-periods.js';
import { RoomRatePeriod } from './room-rate-period.entity.js';
import { Room } from './room.entity.js';

/** Rooms and their bookings in the console. Booked nights are not a table: see internal-entities.ts. */
export const ROOMS_ADMIN_RESOURCES = {
  rooms: { entity: Room, schema: roomSetupSchema, choices: { features: ROOM_FEATURES } },
  'room-bookings': {
    entity: RoomBooking,
    // Its own stay first: the guest and payment columns it shares with other bookings come after.
    leadingColumns: ['id', 'reference', 'checkinDate', 'checkoutDate', 'roomType', 'guests', 'guestName', 'email'],
    hidden: BOOKING_HIDDEN_COLUMNS,
    choices: { status: ROOM_BOOKING_STATUSES, language: LANGUAGES, paymentProvider: ROOM_BOOKING_PAYMENT_PROVIDERS },
  },
  // Seasons and other rates; a night no period covers costs the room's pricePerNight.
  'room-rate-periods': {
    entity: RoomRatePeriod,
    schema: roomRatePeriodSchema,
    beforeWrite: lockPeriodsRoom,
    afterWrite: refuseOverlappingPeriods,
  },
} satisfies AdminResourceDefinitions;
