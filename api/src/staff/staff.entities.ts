import { StaffMember } from './staff-member.entity.js';
import { StaffSchedule } from './staff-schedule.entity.js';
import { TimeTracking } from './time-tracking.entity.js';

/** People, their planned shifts and their clocked hours. */
export const STAFF_ENTITIES = [StaffMember, StaffSchedule, TimeTracking];
