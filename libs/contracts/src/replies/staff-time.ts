/**
 * The staff clock's replies: a member's week (entries with their derived hours and pay, and the
 * planned shifts beside them), a week approval, and the payroll summary of a period.
 */
import { z } from 'zod';
import { calendarDateReply, instantReply, moneyReply, timeOfDayReply } from './reply.js';

/** Hours with two decimals, "7.50". */
export const hoursReply = z.string().regex(/^\d+\.\d{2}$/);

/** One clocked entry, with the hours and straight-time pay the server derived. */
export const timeEntryReply = z.object({
  id: z.number().int(),
  clockIn: instantReply,
  clockOut: instantReply.nullable(),
  breakStart: instantReply.nullable(),
  breakEnd: instantReply.nullable(),
  /** Null while the shift is open. */
  totalHours: hoursReply.nullable(),
  hourlyRate: moneyReply.nullable(),
  /** totalHours × hourlyRate; overtime's surcharge is added by the week, not the entry. */
  totalPay: moneyReply.nullable(),
  approvedAt: instantReply.nullable(),
});

/** A planned shift, "HH:MM" in the retreat's zone. */
export const plannedShiftReply = z.object({
  id: z.number().int(),
  scheduleDate: calendarDateReply,
  shiftStart: timeOfDayReply,
  shiftEnd: timeOfDayReply,
  status: z.string(),
});

/** One retreat day of a week: the plan beside what was clocked. */
export const weekDayReply = z.object({
  date: calendarDateReply,
  planned: z.array(plannedShiftReply),
  entries: z.array(timeEntryReply),
  /** Minutes planned and worked that day, for the side-by-side view. */
  plannedHours: hoursReply,
  workedHours: hoursReply,
});

/** GET /api/staff-time/me/week and /api/staff-time/members/:id/week: Monday to Sunday. */
export const staffWeekReply = z.object({
  staffId: z.number().int(),
  name: z.string(),
  employeeId: z.string(),
  weekStart: calendarDateReply,
  /** open: clocked in; onBreak: in its break; off: not clocked in. */
  state: z.enum(['off', 'open', 'onBreak']),
  days: z.array(weekDayReply),
  regularHours: hoursReply,
  overtimeHours: hoursReply,
  pay: moneyReply,
  /** Every closed entry of the week approved. */
  approved: z.boolean(),
});
export type StaffWeekReply = z.infer<typeof staffWeekReply>;

/** POST clock (own or tablet): the entry as it now stands, and whose it is. */
export const clockReply = z.object({
  staffId: z.number().int(),
  name: z.string(),
  state: z.enum(['off', 'open', 'onBreak']),
  entry: timeEntryReply,
});
export type ClockReply = z.infer<typeof clockReply>;

/** POST /api/staff-time/approvals: how many entries the approval covered. */
export const weekApprovalReply = z.object({
  staffId: z.number().int(),
  weekStart: calendarDateReply,
  approvedEntries: z.number().int(),
  approvedAt: instantReply,
});
export type WeekApprovalReply = z.infer<typeof weekApprovalReply>;

/** One member's line of the payroll summary. */
export const payrollLineReply = z.object({
  staffId: z.number().int(),
  employeeId: z.string(),
  name: z.string(),
  hourlyRate: moneyReply.nullable(),
  hours: hoursReply,
  regularHours: hoursReply,
  overtimeHours: hoursReply,
  pay: moneyReply,
  /** Closed entries in the period not yet approved by a manager. */
  unapprovedEntries: z.number().int(),
});

/** GET /api/staff-time/payroll?from=&to= (CSV at /payroll.csv with the same columns). */
export const payrollReply = z.object({
  from: calendarDateReply,
  to: calendarDateReply,
  lines: z.array(payrollLineReply),
  totalPay: moneyReply,
});
export type PayrollReply = z.infer<typeof payrollReply>;
export type PayrollLineReply = z.infer<typeof payrollLineReply>;

/** PUT /api/staff-time/members/:id/pin. */
export const pinSetReply = z.object({ staffId: z.number().int(), hasPin: z.literal(true) });
export type PinSetReply = z.infer<typeof pinSetReply>;
