import { clockReply, payrollReply, staffWeekReply, weekApprovalReply, type ClockAction } from '@lakeside/contracts';
import { downloadFile } from '../common/downloadFile';
import { useStaffQuery } from '../providers/useStaffQuery';
import { useStaffWrite } from '../till/tillQueries';

const MY_WEEK = 'staff-time/me/week';
const memberWeekPath = (staffId: number, day: string) => `staff-time/members/${staffId}/week?day=${day}`;
const payrollPath = (from: string, to: string) => `staff-time/payroll?from=${from}&to=${to}`;

/** GET /api/staff-time/me/week: the signed-in member's week (403 when the login has no member). */
export const useMyWeek = () => useStaffQuery(MY_WEEK, staffWeekReply);

/** GET /api/staff-time/members/:id/week?day=: a member's week, for the manager. */
export const useMemberWeek = (staffId: number, day: string) =>
  useStaffQuery(memberWeekPath(staffId, day), staffWeekReply);

/** GET /api/staff-time/payroll: hours, overtime and pay per member over a period. */
export const usePayroll = (from: string, to: string) => useStaffQuery(payrollPath(from, to), payrollReply);

/** The clock and the approval, each refreshing what it changes. */
export function useStaffTimeWrites() {
  const write = useStaffWrite();
  return {
    clockOwn: (action: ClockAction) => write('staff-time/me/clock', { action }, clockReply, [MY_WEEK]),
    clockWithPin: (body: { employeeId: string; pin: string; action: ClockAction }) =>
      write('staff-time/tablet/clock', body, clockReply, []),
    approve: (staffId: number, weekStart: string, weekEnd: string) =>
      write('staff-time/approvals', { staffId, weekStart }, weekApprovalReply, [
        payrollPath(weekStart, weekEnd),
        memberWeekPath(staffId, weekStart),
      ]),
  };
}

/** Downloads the payroll CSV of a period with the staff session's cookie. */
export function downloadPayrollCsv(from: string, to: string): Promise<void> {
  return downloadFile(`/api/staff-time/payroll.csv?from=${from}&to=${to}`, `payroll-${from}-${to}.csv`);
}
