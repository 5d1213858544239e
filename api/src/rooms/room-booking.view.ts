import { nightsBetween, type RoomBookingStatus } from '@lakeside/contracts';
import type { RoomBooking } from './room-booking.entity.js';

/** A room booking as a reply carries it (capture, POST /api/room-bookings, the staff list and desk calls). */
export interface RoomBookingView {
  id: number;
  status: RoomBookingStatus;
  roomType: string;
  checkinDate: string;
  checkoutDate: string;
  nights: number;
  guests: number;
  guestName: string;
  email: string;
  phone: string;
  /** Exact decimal string, e.g. "130.00". */
  totalPrice: string;
  currency: string;
  language: string;
  /** paypal | simulated (| recurrente later) online; pay_at_retreat when booked by staff. */
  paymentProvider: string;
  paypalOrderId: string | null;
  /** ISO instant; null once confirmed. */
  holdExpiresAt: string | null;
  confirmedAt: string | null;
  /** Staff notes of a desk booking; null otherwise. */
  notes: string | null;
  createdAt: string;
}

export function toRoomBookingView(booking: RoomBooking): RoomBookingView {
  return {
    id: booking.id,
    status: booking.status,
    roomType: booking.roomType,
    checkinDate: booking.checkinDate,
    checkoutDate: booking.checkoutDate,
    nights: nightsBetween(booking.checkinDate, booking.checkoutDate),
    guests: booking.guests,
    guestName: booking.guestName,
    email: booking.email,
    phone: booking.phone,
    totalPrice: booking.totalPrice,
    currency: booking.currency,
    language: booking.language,
    paymentProvider: booking.paymentProvider,
    paypalOrderId: booking.paypalOrderId,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    confirmedAt: booking.confirmedAt?.toISOString() ?? null,
    notes: booking.notes,
    createdAt: booking.createdAt.toISOString(),
  };
}
