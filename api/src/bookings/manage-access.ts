/**
 * Who may open a booking from a link: the reference names it, the token proves it was mailed
 * to its guest, and the link lasts until the booking's last day is over (retreat time). Every
 * failure is the same 404, so the answer never says which references exist.
 */
import { retreatToday } from '../common/time/retreat-clock.js';
import { BookingError } from './booking-errors.js';
import { tokenMatches } from './booking-identity.js';

export function openedWithLink<B extends { manageTokenHash: string | null }>(
  booking: B | null,
  token: string,
  lastDay: (booking: B) => string,
  now: Date,
): B {
  if (!booking || !tokenMatches(token, booking.manageTokenHash) || retreatToday(now) > lastDay(booking)) {
    throw new BookingError('bookings.notFound');
  }
  return booking;
}

/** Whether `email` is the booking's (as typed: case and spaces do not matter). */
export function sameEmail(booking: { email: string | null }, email: string): boolean {
  return (booking.email ?? '').trim().toLowerCase() === email.trim().toLowerCase();
}
