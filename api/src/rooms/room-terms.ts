/**
 * When a room stay starts (check-in time on its first day, at the retreat) and the cancellation
 * policy a booking of it is sold under. One place, so the deadline a guest is quoted before
 * paying is the one the booking records.
 */
import { CHECK_IN_WINDOW, type CalendarDate } from '@lakeside/contracts';
import { policyAtBooking } from '../bookings/cancellation-terms.js';
import { startInstant } from '../events/session-time.js';

/** Check-in time on `checkinDate` in America/Guatemala. */
export function roomStayStart(checkinDate: CalendarDate): Date {
  return startInstant({ date: checkinDate, time: CHECK_IN_WINDOW.start });
}

/** The policy version and free-cancellation deadline a booking from `checkinDate` records. */
export function roomPolicyAtBooking(checkinDate: CalendarDate): { freeCancellationUntil: Date; policyVersion: string } {
  return policyAtBooking('room', roomStayStart(checkinDate));
}
