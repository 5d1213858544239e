/**
 * The cancellation policy as the code applies it (docs/requirements/policies.md): free up to
 * FREE_CANCELLATION_HOURS before the start — 48 h for a room (from the check-in time), 24 h
 * for an event, 12 h for the sauna — with the whole amount refunded; later, and for a no-show,
 * the retreat keeps it all. The deadline is fixed when the booking is made, so a later change
 * of the policy never changes what a guest was sold.
 */
import { FREE_CANCELLATION_HOURS, POLICIES_UPDATED_ON, type BookingKind } from '@lakeside/contracts';

const POLICY_OF: Record<BookingKind, keyof typeof FREE_CANCELLATION_HOURS> = {
  room: 'accommodation',
  event: 'events',
  sauna: 'wellness',
};

const HOUR_MS = 3_600_000;

/** What a booking records of the policy it is sold under. */
export function policyAtBooking(
  kind: BookingKind,
  start: Date,
): { freeCancellationUntil: Date; policyVersion: string } {
  const hours = FREE_CANCELLATION_HOURS[POLICY_OF[kind]];
  // Whole seconds: MySQL DATETIME drops the milliseconds, and the reply should match the row.
  const until = Math.floor((start.getTime() - hours * HOUR_MS) / 1000) * 1000;
  return { freeCancellationUntil: new Date(until), policyVersion: POLICIES_UPDATED_ON };
}

/** Whether cancelling at `now` is free: up to and including the deadline minute. */
export function isFreeCancellation(freeCancellationUntil: Date | null, now: Date): boolean {
  return freeCancellationUntil !== null && now.getTime() <= freeCancellationUntil.getTime();
}
