import { PAY_AT_RETREAT } from '@lakeside/contracts';
import type { NewBooking } from '../bookings/new-booking-notice.js';
import type { RoomBooking } from './room-booking.entity.js';

/** A room booking as the retreat's new-booking notice says it. */
export function newStayNotice(booking: RoomBooking, roomName: string): NewBooking {
  return {
    reference: booking.reference,
    what: `the ${roomName}`,
    when: `${booking.checkinDate} – ${booking.checkoutDate}, ${booking.guests} guests`,
    guestName: booking.guestName,
    email: booking.email || null,
    phone: booking.phone || null,
    total: booking.totalPrice,
    currency: booking.currency,
    paidOnline: booking.paymentProvider !== PAY_AT_RETREAT,
  };
}
