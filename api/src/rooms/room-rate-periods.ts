/**
 * A room has one rate per night: a rate period the console writes may not share a night with
 * another of the room's. Before the write, the room's row is locked (an UPDATE of it: on MariaDB
 * concurrent writes of one room's periods then queue, and the period's own foreign-key check
 * needs no lock the others hold); after it, a locking read looks for an overlap, and sees what a
 * write committed while this one waited. SQLite writes one transaction at a time anyway.
 */
import { MESSAGES } from '@lakeside/contracts';
import { LessThanOrEqual, MoreThanOrEqual, Not, type EntityManager, type ObjectLiteral } from 'typeorm';
import type { RecordChange } from '../admin/admin-resource-definition.js';
import { fieldError } from '../common/errors/field-error.js';
import { latestRows } from '../shared-resources/lock-shared-resource.js';
import { RoomRatePeriod } from './room-rate-period.entity.js';

/** beforeWrite: the room the period is (or stays) on, locked for the rest of the write. */
export async function lockPeriodsRoom(
  manager: EntityManager,
  { data, before }: { data: Record<string, unknown>; before?: ObjectLiteral },
): Promise<void> {
  const roomId: unknown = data.roomId ?? before?.roomId;
  if (typeof roomId === 'string') await manager.query('UPDATE rooms SET id = id WHERE id = ?', [roomId]);
}

/** afterWrite: refuses the write when the period shares a night with another of the room's. */
export async function refuseOverlappingPeriods(manager: EntityManager, change: RecordChange): Promise<void> {
  const period = change.after as RoomRatePeriod | undefined;
  if (!period) return;
  // A locking read on MariaDB: it sees a period another write committed while this one waited.
  const overlapping = await manager.findOne(RoomRatePeriod, {
    where: {
      roomId: period.roomId,
      id: Not(period.id),
      firstNight: LessThanOrEqual(period.lastNight),
      lastNight: MoreThanOrEqual(period.firstNight),
    },
    ...latestRows(manager),
  });
  if (overlapping) throw fieldError('firstNight', MESSAGES.ratePeriodOverlap);
}
