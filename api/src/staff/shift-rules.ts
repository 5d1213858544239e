/**
 * One person works one shift at a time: a planned shift may not share a minute with another of
 * the member's (cancelled ones aside). A shift whose end is before its start runs past
 * midnight, so the day before and the day after are read too. Checked like time entries
 * (time-entry-rules.ts): inside the write's transaction, after the member's row is touched.
 */
import { addDays, STAFF_TIME_MESSAGES, type CalendarDate } from '@lakeside/contracts';
import { Between, Not, type EntityManager } from 'typeorm';
import type { RecordChange } from '../admin/admin-resource-definition.js';
import { fieldError } from '../common/errors/field-error.js';
import { latestRows } from '../shared-resources/lock-shared-resource.js';
import { StaffSchedule } from './staff-schedule.entity.js';

/** The shift as minutes from the start of `origin` (the day before its own), end past start. */
function span(shift: StaffSchedule, origin: CalendarDate): [number, number] {
  const dayOffset = ((Date.parse(shift.scheduleDate) - Date.parse(origin)) / 86_400_000) * 1440;
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const start = dayOffset + minutes(shift.shiftStart);
  const end = dayOffset + minutes(shift.shiftEnd);
  return [start, end <= start ? end + 1440 : end];
}

export async function refuseOverlappingShifts(manager: EntityManager, change: RecordChange): Promise<void> {
  const shift = change.after as StaffSchedule | undefined;
  if (!shift || shift.status === 'cancelled') return;
  await manager.query('UPDATE staff_members SET id = id WHERE id = ?', [shift.staffId]);
  const dayBefore = addDays(shift.scheduleDate, -1);
  const neighbours = await manager.find(StaffSchedule, {
    where: {
      staffId: shift.staffId,
      id: Not(shift.id),
      status: Not('cancelled'),
      scheduleDate: Between(dayBefore, addDays(shift.scheduleDate, 1)),
    },
    ...latestRows(manager),
  });
  const [start, end] = span(shift, dayBefore);
  const overlapping = neighbours.some((other) => {
    const [otherStart, otherEnd] = span(other, dayBefore);
    return otherStart < end && start < otherEnd;
  });
  if (overlapping) throw fieldError('shiftStart', STAFF_TIME_MESSAGES.shiftOverlap);
}
