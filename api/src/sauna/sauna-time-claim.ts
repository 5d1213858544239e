import type { CalendarDate, SharedResource } from '@lakeside/contracts';
import { LessThanOrEqual, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { SaunaBooking } from './sauna-booking.entity.js';
import { lockSharedResource } from '../shared-resources/lock-shared-resource.js';
import { takenOn } from '../shared-resources/resource-calendar.js';
import { firstOverlap } from '../shared-resources/resource-use.js';
import { rangeFor } from '../shared-resources/time-range.js';
import { SaunaError } from './sauna-errors.js';

/** The shared resource the private sauna sessions are sold from. */
export const SAUNA_RESOURCE: SharedResource = 'sauna';

/**
 * Makes sure nothing holds the sauna for a private session about to be inserted in the same
 * transaction (decision 0010): takes the sauna's lock, then refuses a time the communal
 * session has (sauna.slotTakenByCommunalSession) or another private session overlaps
 * (sauna.slotTaken). Must be the transaction's first statement: on MariaDB its reads then see
 * everything committed before the lock was ours. The unique key (sessionDate, timeSlot) still
 * stands behind it for the same slot. Holds of that day that lapsed unpaid but were not swept
 * yet are expired first (expireSaunaHolds), so they give their time up to this guest.
 */
export async function claimSaunaTime(
  manager: EntityManager,
  session: { sessionDate: CalendarDate; timeSlot: string; duration: number },
  now = new Date(),
  /** A booking moving to this time: its own present use does not stand in its way. */
  movingId?: number,
): Promise<void> {
  await lockSharedResource(manager, SAUNA_RESOURCE);
  await expireSaunaHolds(manager, { sessionDate: session.sessionDate, holdExpiresAt: LessThanOrEqual(now) });
  const taken = (await takenOn(manager, SAUNA_RESOURCE, session.sessionDate)).filter(
    (use) => movingId === undefined || use.bookingId !== movingId,
  );
  const holder = firstOverlap(taken, rangeFor(session.sessionDate, session.timeSlot, session.duration));
  if (holder?.kind === 'communal') throw new SaunaError('sauna.slotTakenByCommunalSession');
  if (holder) throw new SaunaError('sauna.slotTaken');
}

/**
 * Expires the unpaid holds `where` selects: paymentStatus 'expired' and activeSlot NULL in one
 * conditional UPDATE, so the slot is free at once and a capture confirming one of them at the
 * same moment wins or loses whole. Returns how many.
 */
export async function expireSaunaHolds(manager: EntityManager, where: FindOptionsWhere<SaunaBooking>): Promise<number> {
  const result = await manager.update(
    SaunaBooking,
    { ...where, paymentStatus: 'held' },
    { paymentStatus: 'expired', activeSlot: null },
  );
  return result.affected ?? 0;
}
