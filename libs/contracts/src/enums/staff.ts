/** Restaurant and house positions a staff member can hold. */
export const STAFF_POSITIONS = ['chef', 'waiter', 'cashier', 'manager', 'bartender', 'host', 'cleaner'] as const;
export type StaffPosition = (typeof STAFF_POSITIONS)[number];

/** Departments, used to group schedules and payroll. */
export const STAFF_DEPARTMENTS = ['kitchen', 'service', 'management', 'bar'] as const;
export type StaffDepartment = (typeof STAFF_DEPARTMENTS)[number];

/**
 * Console roles, checked by the server on every staff endpoint:
 * admin — everything, including staff accounts; manager — bookings, finance, staff
 * schedules; staff — point of sale, kitchen and the day's bookings.
 */
export const STAFF_ROLES = ['admin', 'manager', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Status of a scheduled shift; new shifts are scheduled, and absent marks a no-show. */
export const SCHEDULE_STATUSES = ['scheduled', 'confirmed', 'completed', 'absent', 'cancelled'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
export const DEFAULT_SCHEDULE_STATUS: ScheduleStatus = 'scheduled';
