import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  addDays,
  hoursText,
  payTotals,
  retreatDayStart,
  weekStart as mondayOf,
  workedMinutes,
  type StaffWeekReply,
  type WeekApprovalReply,
} from '@lakeside/contracts';
import { Between, IsNull, Not, type DataSource } from 'typeorm';
import { recordAudit } from '../admin/audit/audit-trail.js';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { CommonError } from '../common/errors/app-error.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { StaffMember } from './staff-member.entity.js';
import { StaffSchedule } from './staff-schedule.entity.js';
import { StaffTimeError } from './staff-time-errors.js';
import { clockState, memberName, toTimeEntryReply } from './time-entry-view.js';
import { TimeTracking } from './time-tracking.entity.js';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A planned shift's length in minutes (an end before the start runs past midnight). */
function plannedMinutes(shift: StaffSchedule): number {
  const length = minutesOf(shift.shiftEnd) - minutesOf(shift.shiftStart);
  return length < 0 ? length + 1440 : length;
}

/**
 * A member's week, Monday to Sunday at the retreat: each day's planned shifts beside the
 * entries clocked in on it, and the week's ordinary and overtime hours and pay (payTotals);
 * and the manager's approval of a week, which freezes its entries.
 */
@Injectable()
export class StaffWeekService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** `day`: any day of the week wanted; today at the retreat when absent. */
  async week(staffId: number, day: string | undefined, now = new Date()): Promise<StaffWeekReply> {
    const member = await this.dataSource.manager.findOneBy(StaffMember, { id: staffId });
    if (!member) throw new CommonError('common.notFound');
    const monday = mondayOf(day ?? retreatToday(now));
    const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
    const [entries, shifts, open] = await Promise.all([
      this.entriesOf(staffId, monday),
      this.dataSource.manager.find(StaffSchedule, {
        where: { staffId, scheduleDate: Between(monday, addDays(monday, 6)), status: Not('cancelled') },
        order: { scheduleDate: 'ASC', shiftStart: 'ASC' },
      }),
      this.dataSource.manager.findOneBy(TimeTracking, { openStaffId: staffId }),
    ]);
    const totals = payTotals(entries);
    const closed = entries.filter((entry) => entry.clockOut);
    return {
      staffId,
      name: memberName(member),
      employeeId: member.employeeId,
      weekStart: monday,
      state: clockState(open),
      days: days.map((date) => {
        const planned = shifts.filter((shift) => shift.scheduleDate === date);
        const clocked = entries.filter((entry) => retreatToday(entry.clockIn) === date);
        return {
          date,
          planned: planned.map(({ id, scheduleDate, shiftStart, shiftEnd, status }) => ({
            id,
            scheduleDate,
            shiftStart,
            shiftEnd,
            status,
          })),
          entries: clocked.map(toTimeEntryReply),
          plannedHours: hoursText(planned.reduce((sum, shift) => sum + plannedMinutes(shift), 0)),
          workedHours: hoursText(clocked.reduce((sum, entry) => sum + workedMinutes(entry), 0)),
        };
      }),
      regularHours: hoursText(totals.regularMinutes),
      overtimeHours: hoursText(totals.overtimeMinutes),
      pay: totals.pay,
      approved: closed.length > 0 && closed.every((entry) => entry.approvedAt),
    };
  }

  /**
   * Approves every closed entry of the member's week not yet approved, in one UPDATE; 409
   * staff.weekOpen while a shift of that week is still running.
   */
  async approve(staffId: number, monday: string, staff: AdminUser, now = new Date()): Promise<WeekApprovalReply> {
    return runWriteTransaction(this.dataSource, async (manager) => {
      if (!(await manager.existsBy(StaffMember, { id: staffId }))) throw new CommonError('common.notFound');
      const inWeek = { staffId, clockIn: weekInstants(monday) };
      if (await manager.existsBy(TimeTracking, { ...inWeek, clockOut: IsNull() }))
        throw new StaffTimeError('staff.weekOpen');
      const result = await manager.update(
        TimeTracking,
        { ...inWeek, clockOut: Not(IsNull()), approvedAt: IsNull() },
        { approvedAt: now, approvedBy: staff.id },
      );
      const approvedEntries = result.affected ?? 0;
      await recordAudit(manager, staff, {
        resource: 'time-tracking',
        action: 'update',
        recordId: `week:${staffId}:${monday}`,
        changes: { after: { approvedAt: now.toISOString(), approvedEntries } },
      });
      return { staffId, weekStart: monday, approvedEntries, approvedAt: now.toISOString() };
    });
  }

  private entriesOf(staffId: number, monday: string): Promise<TimeTracking[]> {
    return this.dataSource.manager.find(TimeTracking, {
      where: { staffId, clockIn: weekInstants(monday) },
      order: { clockIn: 'ASC' },
    });
  }
}

/** The instants of a retreat week, Monday 00:00 up to (not including) the next Monday. */
export function weekInstants(monday: string) {
  return Between(retreatDayStart(monday), new Date(retreatDayStart(addDays(monday, 7)).getTime() - 1));
}
