import { Room } from './room.entity.js';
import { RoomBooking } from './room-booking.entity.js';
import { RoomNight } from './room-night.entity.js';
import { RoomHousekeeping } from './room-housekeeping.entity.js';
import { RoomRatePeriod } from './room-rate-period.entity.js';

export const ROOMS_ENTITIES = [Room, RoomBooking, RoomNight, RoomHousekeeping, RoomRatePeriod];
