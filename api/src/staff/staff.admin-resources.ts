import {
  SCHEDULE_STATUSES,
  STAFF_DEPARTMENTS,
  STAFF_POSITIONS,
  staffMemberSchema,
  staffScheduleSchema,
} from '@lakeside/contracts';
import type { AdminResourceDefinitions } from '../admin/admin-resource-definition.js';
import { StaffMember } from './staff-member.entity.js';
import { refuseOverlappingShifts } from './shift-rules.js';
import { StaffSchedule } from './staff-schedule.entity.js';
import { settleTimeEntryChange } from './time-entry-rules.js';
import { TimeTracking } from './time-tracking.entity.js';

export const STAFF_ADMIN_RESOURCES = {
  'staff-members': {
    entity: StaffMember,
    schema: staffMemberSchema,
    choices: { position: STAFF_POSITIONS, department: STAFF_DEPARTMENTS },
    // The tablet PIN is set through its own route (staff-time.controller.ts), hashed.
    hidden: ['pinHash'],
    serverOwned: ['pinHash'],
  },
  'staff-schedules': {
    entity: StaffSchedule,
    schema: staffScheduleSchema,
    choices: { position: STAFF_POSITIONS, status: SCHEDULE_STATUSES },
    references: { createdBy: 'staff-accounts' },
    afterWrite: refuseOverlappingShifts,
  },
  'time-tracking': {
    entity: TimeTracking,
    choices: { position: STAFF_POSITIONS },
    // Derived from the clock times and the member's rate (time-entry-rules.ts); approval is the
    // manager's week approval, never a typed date.
    serverOwned: ['totalHours', 'hourlyRate', 'totalPay', 'approvedAt', 'openStaffId'],
    hidden: ['openStaffId'],
    references: { approvedBy: 'staff-accounts' },
    afterWrite: settleTimeEntryChange,
  },
} satisfies AdminResourceDefinitions;
