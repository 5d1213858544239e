import type { RoomBooking } from '../dashboard/types';

/** Reply of POST /api/room-bookings/staff. */
export interface DeskBookingCreated {
  booking: RoomBooking;
  /** The guest's confirmation went out (false when not asked for, or the mail server is not set up). */
  emailSent: boolean;
}

/** GET /api/rooms/availability: one room's answer for the stay. */
export interface RoomQuote {
  id: string;
  name: string;
  nights: number;
  totalPrice: string;
  currency: string;
  available: boolean;
  /** Why not, in words; null when available. */
  message: string | null;
}

export interface AvailabilityReply {
  rooms: RoomQuote[];
}
