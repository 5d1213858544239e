import type { ClockReply } from '@lakeside/contracts';
import type { StaffMember } from './staff-member.entity.js';
import type { TimeTracking } from './time-tracking.entity.js';

type TimeEntryReply = ClockReply['entry'];
type ClockState = ClockReply['state'];

/** A clocked entry as the replies carry it. */
export function toTimeEntryReply(entry: TimeTracking): TimeEntryReply {
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  return {
    id: entry.id,
    clockIn: entry.clockIn.toISOString(),
    clockOut: iso(entry.clockOut),
    breakStart: iso(entry.breakStart),
    breakEnd: iso(entry.breakEnd),
    totalHours: entry.totalHours,
    hourlyRate: entry.hourlyRate,
    totalPay: entry.totalPay,
    approvedAt: iso(entry.approvedAt),
  };
}

/** Where the member's clock stands, from their open entry (if any). */
export function clockState(open: TimeTracking | null): ClockState {
  if (!open) return 'off';
  return open.breakStart && !open.breakEnd ? 'onBreak' : 'open';
}

export function memberName(member: StaffMember): string {
  return `${member.firstName} ${member.lastName}`;
}
