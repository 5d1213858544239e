import type { CalendarDate, MoneyString, RoomBookingStatus } from '@lakeside/contracts';

/** GET /api/room-bookings (staff): one stay. */
export interface RoomBooking {
  id: number;
  checkinDate: CalendarDate;
  checkoutDate: CalendarDate;
  /** The room's id (the spec's name for it). */
  roomType: string;
  guests: number;
  guestName: string;
  email: string;
  phone: string;
  totalPrice: MoneyString;
  currency?: string;
  /** Older rows may have none; they are treated as confirmed. */
  status?: RoomBookingStatus;
  /** paypal | recurrente | simulated (online), pay_at_retreat (booked at the desk). */
  paymentProvider?: string;
  /** Staff notes of a desk booking. */
  notes?: string | null;
  createdAt: string;
}

/** GET /api/sauna-bookings (staff). */
export interface SaunaBooking {
  id: number;
  sessionDate: CalendarDate;
  timeSlot: string;
  duration: number;
  guestName: string;
  email: string;
  phone?: string | null;
  notes?: string | null;
  totalPrice: MoneyString;
  currency?: string;
  createdAt: string;
}

/** GET /api/rooms: the catalogue (only what the dashboard uses). */
export interface Room {
  id: string;
  name: string;
  maxGuests: number;
  pricePerNight: MoneyString;
}

/** One bookable date and time of an event. */
export interface EventSession {
  date: CalendarDate;
  time: string;
  maxAttendees: number;
  seatsTaken: number;
  spotsLeft: number;
}

/** GET /api/events: one occurrence of an event or weekly template. */
export interface EventOccurrence {
  id: string | number;
  title: string;
  sessions: EventSession[];
}
