/**
 * A room has one rate per night: a rate period the console writes may not share a night with
 * another of the room's. Checked inside the write's transaction, after the row is written,
 * so the check sees it; the room's row is touched first, which on MariaDB makes concurrent
 * writes of one room's periods wait for each other (SQLite writes one at a time anyway).
 */
import { MESSAGES } from '@lakeside/contracts';
import { LessThanOrEqual, MoreThanOrEqual, Not, type EntityManager } from 'typeorm';
import type { RecordChange } from '../admin/admin-resource-definition.js';
import { fieldError } from '../common/errors/field-error.js';
import { RoomRatePeriod } from './room-rate-period.entity.js';

export async function refuseOverlappingPeriods(manager: EntityManager, change: RecordChange): Promise<void> {
  const period = change.after as RoomRatePeriod | undefined;
  if (!period) return;
  await manager.query('UPDATE rooms SET id = id WHERE id = ?', [period.roomId]);
  const overlaps = await manager.existsBy(RoomRatePeriod, {
    roomId: period.roomId,
    id: Not(period.id),
    firstNight: LessThanOrEqual(period.lastNight),
    lastNight: MoreThanOrEqual(period.firstNight),
  });
  if (overlaps) throw fieldError('firstNight', MESSAGES.ratePeriodOverlap);
}
