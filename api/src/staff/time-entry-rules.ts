/**
 * The record rules of clocked time, on every write of a `time_tracking` row — the console grid
 * (its afterWrite hook) and the clock alike: clock-out after clock-in, the break inside the
 * shift, no two entries of one member at the same time, approved hours frozen; then the hours,
 * the rate and the straight-time pay are derived from the clock times and the member's rate.
 *
 * Checked inside the write's transaction after the row is written. The member's row is touched
 * first, so on MariaDB concurrent writes of one member's hours wait for each other and the
 * locking read sees what the other committed; SQLite writes one at a time.
 */
import { hoursText, STAFF_TIME_MESSAGES, straightPay, workedMinutes } from '@lakeside/contracts';
import { IsNull, LessThan, MoreThan, Not, type EntityManager } from 'typeorm';
import type { RecordChange } from '../admin/admin-resource-definition.js';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import { fieldError } from '../common/errors/field-error.js';
import { latestRows } from '../shared-resources/lock-shared-resource.js';
import { StaffMember } from './staff-member.entity.js';
import { StaffTimeError } from './staff-time-errors.js';
import { TimeTracking } from './time-tracking.entity.js';

/** The admin grid's hook: approved hours stay as approved; every other write is settled. */
export async function settleTimeEntryChange(manager: EntityManager, change: RecordChange): Promise<void> {
  if ((change.before as TimeTracking | undefined)?.approvedAt) throw new StaffTimeError('staff.entryApproved');
  const entry = change.after as TimeTracking | undefined;
  if (!entry) return;
  const rateChanged = !change.before || (change.before as TimeTracking).staffId !== entry.staffId;
  Object.assign(entry, await settleTimeEntry(manager, entry, rateChanged));
}

/**
 * Checks `entry` (already written) against the rules and writes its derived columns; returns
 * them. `takeMemberRate`: copy the member's current rate (a new entry, or one moved to another
 * member); otherwise the rate copied when it was clocked stays.
 */
export async function settleTimeEntry(
  manager: EntityManager,
  entry: TimeTracking,
  takeMemberRate: boolean,
): Promise<Partial<TimeTracking>> {
  checkOrder(entry);
  await manager.query('UPDATE staff_members SET id = id WHERE id = ?', [entry.staffId]);
  await refuseOverlap(manager, entry);
  const member = await manager.findOneByOrFail(StaffMember, { id: entry.staffId });
  const hourlyRate = takeMemberRate || entry.hourlyRate === null ? member.hourlyRate : entry.hourlyRate;
  const minutes = workedMinutes(entry);
  const derived: Partial<TimeTracking> = {
    hourlyRate,
    totalHours: entry.clockOut ? hoursText(minutes) : null,
    totalPay: entry.clockOut && hourlyRate !== null ? straightPay(minutes, hourlyRate) : null,
    openStaffId: entry.clockOut ? null : entry.staffId,
  };
  try {
    await manager.update(TimeTracking, { id: entry.id }, derived);
  } catch (error) {
    // Another entry of the member is open: the unique key on openStaffId decides.
    if (isUniqueViolation(error)) throw new StaffTimeError('staff.alreadyClockedIn');
    throw error;
  }
  return derived;
}

function checkOrder(entry: TimeTracking): void {
  const { clockIn, clockOut, breakStart, breakEnd } = entry;
  if (clockOut && clockOut < clockIn) throw fieldError('clockOut', STAFF_TIME_MESSAGES.clockOutBeforeClockIn);
  if (breakEnd && !breakStart) throw fieldError('breakStart', STAFF_TIME_MESSAGES.breakOutsideShift);
  if (breakStart && (breakStart < clockIn || (clockOut && breakStart > clockOut)))
    throw fieldError('breakStart', STAFF_TIME_MESSAGES.breakOutsideShift);
  if (breakStart && breakEnd && breakEnd < breakStart)
    throw fieldError('breakEnd', STAFF_TIME_MESSAGES.breakEndBeforeStart);
  if (breakEnd && clockOut && breakEnd > clockOut) throw fieldError('breakEnd', STAFF_TIME_MESSAGES.breakOutsideShift);
  // A finished shift with a break still running would count the break as work.
  if (clockOut && breakStart && !breakEnd) throw fieldError('breakEnd', STAFF_TIME_MESSAGES.breakOutsideShift);
}

/** Another entry of the member that shares a minute with this one (an open one runs on). */
async function refuseOverlap(manager: EntityManager, entry: TimeTracking): Promise<void> {
  const endsAfterStart = [{ clockOut: IsNull() }, { clockOut: MoreThan(entry.clockIn) }];
  const startsBeforeEnd = entry.clockOut ? { clockIn: LessThan(entry.clockOut) } : {};
  const overlapping = await manager.findOne(TimeTracking, {
    where: endsAfterStart.map((end) => ({ staffId: entry.staffId, id: Not(entry.id), ...startsBeforeEnd, ...end })),
    ...latestRows(manager),
  });
  if (!overlapping) return;
  // An open entry and a second clock-in are the clock's conflict, not a form's.
  if (!entry.clockOut && !overlapping.clockOut) throw new StaffTimeError('staff.alreadyClockedIn');
  throw fieldError('clockIn', STAFF_TIME_MESSAGES.entryOverlap);
}
