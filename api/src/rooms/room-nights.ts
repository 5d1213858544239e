/**
 * The steps that move room nights, for use inside a write transaction (runWriteTransaction).
 * Whether a night is free is never read and then written: the unique key (roomId, night)
 * decides, and the losing INSERT fails with a unique violation that rolls its transaction back.
 * A held booking owns its room_nights rows; expiring or releasing it deletes them in the
 * same transaction that changes its status, so "held or confirmed" ⇔ "owns its nights".
 */
import { stayNights } from '@lakeside/contracts';
import { IsNull, LessThanOrEqual, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { RoomBooking } from './room-booking.entity.js';
import { RoomNight } from './room-night.entity.js';

/**
 * Marks every hold that lapsed by `now` as expired and frees its nights; only holds of
 * `roomId` when given. Returns the ids it expired. The status change is conditional, so a
 * hold confirmed meanwhile (or expired by a concurrent sweep) is left alone.
 */
export async function expireLapsedHolds(manager: EntityManager, now: Date, roomId?: string): Promise<number[]> {
  return expireHolds(manager, { holdExpiresAt: LessThanOrEqual(now), ...(roomId ? { roomType: roomId } : {}) });
}

/** Expires holds placed by `createdBefore` that never got a payment order (see RoomHoldsService.expireLapsed). */
export async function expireOrderlessHolds(manager: EntityManager, createdBefore: Date): Promise<number[]> {
  return expireHolds(manager, { paypalOrderId: IsNull(), createdAt: LessThanOrEqual(createdBefore) });
}

async function expireHolds(manager: EntityManager, where: FindOptionsWhere<RoomBooking>): Promise<number[]> {
  const lapsed = await manager.find(RoomBooking, { select: { id: true }, where: { ...where, status: 'held' } });
  const expired: number[] = [];
  for (const { id } of lapsed) {
    const result = await manager.update(RoomBooking, { id, status: 'held' }, { status: 'expired' });
    if (!result.affected) continue;
    await manager.delete(RoomNight, { bookingId: id });
    expired.push(id);
  }
  return expired;
}

/**
 * Takes every night of the booking's stay, in one INSERT: all or nothing. Throws the
 * driver's unique violation when any night is already held or sold.
 */
export async function claimNights(
  manager: EntityManager,
  booking: Pick<RoomBooking, 'id' | 'roomType' | 'checkinDate' | 'checkoutDate'>,
): Promise<void> {
  const rows = stayNights(booking.checkinDate, booking.checkoutDate).map((night) => ({
    roomId: booking.roomType,
    night,
    bookingId: booking.id,
  }));
  await manager.createQueryBuilder().insert().into(RoomNight).values(rows).updateEntity(false).execute();
}

/** Gives the booking's nights back. */
export async function releaseNights(manager: EntityManager, bookingId: number): Promise<void> {
  await manager.delete(RoomNight, { bookingId });
}
