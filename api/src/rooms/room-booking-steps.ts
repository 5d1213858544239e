/**
 * The status changes of a room booking, for use inside the writer's transaction
 * (RoomBookingWriter). Each change is a conditional UPDATE on the status it read: of two
 * concurrent changes (a capture and a desk cancel, two captures), one changes the row and the
 * other matches nothing, so neither acts on a booking it has not seen.
 */
import { Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RoomBooking, type RoomBookingStatus } from './room-booking.entity.js';
import { nextCalendarSequence } from '../bookings/calendar-sequence.js';
import { CommonError } from '../common/errors/app-error.js';
import { RoomError } from './room-errors.js';
import { claimNights, expireLapsedHolds, releaseNights } from './room-nights.js';

export interface Confirmation {
  booking: RoomBooking;
  /** False when an earlier (or concurrent) capture had already confirmed it: send no second mail. */
  newlyConfirmed: boolean;
}

const logger = new Logger('RoomBookings');

/** The booking, when it still owns its nights (held or confirmed); 404 or 409 otherwise. */
export async function activeBooking(manager: EntityManager, id: number): Promise<RoomBooking> {
  const booking = await manager.findOneBy(RoomBooking, { id });
  if (!booking) throw new CommonError('common.notFound');
  if (booking.status !== 'held' && booking.status !== 'confirmed') {
    throw new RoomError('rooms.alreadyCancelled');
  }
  return booking;
}

/** Cancels the booking and frees its nights; returns the status it had. */
export async function cancelBooking(manager: EntityManager, id: number): Promise<RoomBookingStatus> {
  const booking = await activeBooking(manager, id);
  const from = booking.status;
  // A capture that confirmed the hold meanwhile wins: the desk looks again rather than cancel
  // a booking it has not seen paid.
  const cancelled = { status: 'cancelled' as const, holdExpiresAt: null, calendarSequence: nextCalendarSequence(booking) };
  const result = await manager.update(RoomBooking, { id, status: from }, cancelled);
  if (!result.affected) throw new RoomError('rooms.changedMeanwhile');
  await releaseNights(manager, id);
  return from;
}

/** Confirms a paid booking once; throws a unique violation when a paid, expired hold's nights were taken. */
export async function confirmPaidBooking(manager: EntityManager, bookingId: number, now: Date): Promise<Confirmation> {
  // A hold past holdExpiresAt but not yet swept still owns its nights, so it is confirmed like any other.
  if (await markConfirmed(manager, bookingId, 'held', now)) {
    return { booking: await manager.findOneByOrFail(RoomBooking, { id: bookingId }), newlyConfirmed: true };
  }
  const booking = await manager.findOneByOrFail(RoomBooking, { id: bookingId });
  if (booking.status === 'confirmed') return { booking, newlyConfirmed: false };
  if (booking.status === 'cancelled') throw new RoomError('rooms.bookingCancelled');
  // Expired: its nights were freed. Take them again if they are still free; a unique
  // violation rolls the status change back with everything else.
  if (!(await markConfirmed(manager, bookingId, 'expired', now))) return confirmPaidBooking(manager, bookingId, now);
  await expireLapsedHolds(manager, now, booking.roomType);
  await claimNights(manager, booking);
  logger.warn(`Room booking ${bookingId} was paid after its hold expired; its nights were still free.`);
  return { booking: await manager.findOneByOrFail(RoomBooking, { id: bookingId }), newlyConfirmed: true };
}

async function markConfirmed(
  manager: EntityManager,
  bookingId: number,
  from: 'held' | 'expired',
  now: Date,
): Promise<boolean> {
  const result = await manager.update(
    RoomBooking,
    { id: bookingId, status: from },
    { status: 'confirmed', confirmedAt: now, holdExpiresAt: null },
  );
  return Boolean(result.affected);
}
