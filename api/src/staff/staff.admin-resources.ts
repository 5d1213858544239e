import {
  SCHEDULE_STATUSES,
  STAFF_DEPARTMENTS,
  STAFF_POSITIONS,
  staffMemberSchema,
  staffScheduleSchema,
} from '@lakeside/contracts';
import type { AdminResourceDefinitions } from '../admin/admin-resource-definition.js';
import { StaffMember } from './staff-member.entity.js';
import { StaffSchedule } from './staff-schedule.entity.js';
import { TimeTracking } from './time-tracking.entity.js';

export const STAFF_ADMIN_RESOURCES = {
  'staff-members': {
    entity: StaffMember,
    schema: staffMemberSchema,
    choices: { position: STAFF_POSITIONS, department: STAFF_DEPARTMENTS },
  },
  'staff-schedules': {
    entity: StaffSchedule,
    schema: staffScheduleSchema,
    choices: { position: STAFF_POSITIONS, status: SCHEDULE_STATUSES },
  },
  'time-tracking': { entity: TimeTracking, choices: { position: STAFF_POSITIONS } },
} satisfies AdminResourceDefinitions;
