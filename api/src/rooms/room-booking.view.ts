import { nightsBetween, type RoomBookingReply } from '@lakeside/contracts';
import type { RoomBooking } from './room-booking.entity.js';
import { soldTaxes } from '../taxes/tax-lines.js';

/** A room booking as every reply carries it (the contracts' roomBookingReply): capture, the desk, the staff list. */
export function toRoomBookingView(booking: RoomBooking): RoomBookingReply {
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
    ...soldTaxes(booking),
    currency: booking.currency,
    language: booking.language,
    paymentProvider: booking.paymentProvider,
    paypalOrderId: booking.paypalOrderId,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    confirmedAt: booking.confirmedAt?.toISOString() ?? null,
    checkedInAt: booking.checkedInAt?.toISOString() ?? null,
    checkedOutAt: booking.checkedOutAt?.toISOString() ?? null,
    noShowAt: booking.noShowAt?.toISOString() ?? null,
    notes: booking.notes,
    createdAt: booking.createdAt.toISOString(),
  };
}
