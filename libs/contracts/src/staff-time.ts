/**
 * Staff time and pay: what a clocked entry is worth, and what a week of them pays. Hours and
 * pay are always derived from the clock times and the member's hourly rate, never typed.
 */
import { z } from 'zod';
import { isCalendarDate } from './calendar-date.js';
import { STAFF_ROLES, type StaffRole } from './enums/staff.js';
import { fromCents as money, toCents as cents } from './money.js';

/**
 * Overtime is paid at 1.5× the hourly rate: the Guatemalan labour code (Código de Trabajo,
 * art. 121) pays extraordinary hours at least 50 % above the ordinary wage.
 */
export const OVERTIME_MULTIPLIER = 1.5;

/**
 * The ordinary day shift the retreat pays by (Guatemalan labour code, ch. on working hours, as
 * issue 18 sets it): 8 hours a day and 44 hours a week; minutes past either are overtime.
 */
export const ORDINARY_MINUTES_PER_DAY = 8 * 60;
export const ORDINARY_MINUTES_PER_WEEK = 44 * 60;

/** The retreat's zone, America/Guatemala: UTC-6 all year (no daylight saving). */
const RETREAT_OFFSET_MS = -6 * 60 * 60_000;

/** Who may do what with staff time. */
export const STAFF_TIME_ACCESS = {
  /** Clock themselves in and out and read their week: every staff login linked to a member. */
  own: [...STAFF_ROLES],
  /** Approve weeks, read payroll and schedule vs actual: managers. */
  manage: ['admin', 'manager'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** Field messages of the time rules (English, as the forms show them). */
export const STAFF_TIME_MESSAGES = {
  clockOutBeforeClockIn: 'Clock-out must be after clock-in',
  breakOutsideShift: 'The break must start and end within the shift',
  breakEndBeforeStart: 'The break must end after it starts',
  entryOverlap: 'This staff member already has hours clocked at this time',
  shiftOverlap: 'This staff member already has a shift at this time',
  clockInFuture: 'Clock-in cannot be in the future',
  pinFormat: 'The PIN is 4 to 8 digits',
} as const;

/** The retreat day ("yyyy-MM-dd") an instant falls on. */
export function retreatDay(at: Date): string {
  return new Date(at.getTime() + RETREAT_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Monday ("yyyy-MM-dd") of the retreat week holding `day`. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/** The instant a retreat day starts. */
export function retreatDayStart(day: string): Date {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() - RETREAT_OFFSET_MS);
}

/** One clocked entry as the pay math reads it. */
export interface ClockedTimes {
  clockIn: Date;
  clockOut: Date | null;
  breakStart: Date | null;
  breakEnd: Date | null;
}

/** Whole minutes worked, the break taken out; 0 while the entry is open. */
export function workedMinutes(entry: ClockedTimes): number {
  if (!entry.clockOut) return 0;
  const shift = entry.clockOut.getTime() - entry.clockIn.getTime();
  const pause = entry.breakStart && entry.breakEnd ? entry.breakEnd.getTime() - entry.breakStart.getTime() : 0;
  return Math.max(0, Math.round((shift - pause) / 60_000));
}

/** "7.50": minutes as hours with two decimals. */
export function hoursText(minutes: number): string {
  return (Math.round((minutes * 100) / 60) / 100).toFixed(2);
}

/** Straight-time pay of one entry: its minutes × its rate, rounded to the centavo. */
export function straightPay(minutes: number, hourlyRate: string | null): string {
  return money(Math.round((minutes * cents(hourlyRate ?? '0')) / 60));
}

/** An entry with its rate, as the week's pay reads it. */
export interface PayableEntry extends ClockedTimes {
  hourlyRate: string | null;
}

/** A member's hours and pay over some weeks. */
export interface PayTotals {
  /** Minutes within the 8 h/day and 44 h/week limits. */
  regularMinutes: number;
  /** Minutes past either limit, paid at OVERTIME_MULTIPLIER. */
  overtimeMinutes: number;
  /** Σ regular hours × rate + Σ overtime hours × rate × 1.5, rounded once to the centavo. */
  pay: string;
}

/**
 * One member's entries split into ordinary and overtime minutes, in clock order: a day's
 * minutes past 8 hours are overtime, and so are ordinary minutes past 44 in the week (Monday
 * to Sunday at the retreat). Each entry counts on the day it was clocked in; each minute is paid
 * at its entry's rate.
 */
export function payTotals(entries: readonly PayableEntry[]): PayTotals {
  const ordered = [...entries].sort((a, b) => a.clockIn.getTime() - b.clockIn.getTime());
  const dayMinutes = new Map<string, number>();
  const weekRegular = new Map<string, number>();
  let regularMinutes = 0;
  let overtimeMinutes = 0;
  // In cent-minutes (cents × minutes) × 2, so 1.5× stays an integer until the one rounding.
  let doubledCentMinutes = 0;
  for (const entry of ordered) {
    const minutes = workedMinutes(entry);
    const day = retreatDay(entry.clockIn);
    const week = weekStart(day);
    const dayBefore = dayMinutes.get(day) ?? 0;
    const weekBefore = weekRegular.get(week) ?? 0;
    const dayRoom = Math.max(0, ORDINARY_MINUTES_PER_DAY - dayBefore);
    const weekRoom = Math.max(0, ORDINARY_MINUTES_PER_WEEK - weekBefore);
    const regular = Math.min(minutes, dayRoom, weekRoom);
    const overtime = minutes - regular;
    dayMinutes.set(day, dayBefore + minutes);
    weekRegular.set(week, weekBefore + regular);
    regularMinutes += regular;
    overtimeMinutes += overtime;
    const rate = cents(entry.hourlyRate ?? '0');
    doubledCentMinutes += rate * (2 * regular + 2 * OVERTIME_MULTIPLIER * overtime);
  }
  return { regularMinutes, overtimeMinutes, pay: money(Math.round(doubledCentMinutes / 120)) };
}

/** PIN for the shared tablet: 4 to 8 digits. */
export const pinField = z.string({ error: STAFF_TIME_MESSAGES.pinFormat }).regex(/^\d{4,8}$/, {
  error: STAFF_TIME_MESSAGES.pinFormat,
});

/** What a clock can do: start or end a shift, start or end its break. */
export const CLOCK_ACTIONS = ['clockIn', 'clockOut', 'breakStart', 'breakEnd'] as const;
export type ClockAction = (typeof CLOCK_ACTIONS)[number];

/** POST /api/staff-time/me/clock: { action } for the signed-in member. */
export const clockRequestSchema = z.object({
  action: z.enum(CLOCK_ACTIONS, { error: 'Choose clock in, clock out or a break' }),
});
export type ClockRequest = z.output<typeof clockRequestSchema>;

/** POST /api/staff-time/tablet/clock: the shared tablet, by employee id and PIN. */
export const tabletClockRequestSchema = clockRequestSchema.extend({
  employeeId: z
    .string({ error: 'Employee id is required' })
    .trim()
    .min(1, { error: 'Employee id is required' })
    .max(20),
  pin: pinField,
});
export type TabletClockRequest = z.output<typeof tabletClockRequestSchema>;

/** PUT /api/staff-time/members/:id/pin: a manager sets a member's tablet PIN. */
export const setPinRequestSchema = z.object({ pin: pinField });
export type SetPinRequest = z.output<typeof setPinRequestSchema>;

const dayField = z.iso.date({ error: 'Enter a date as yyyy-MM-dd' });

/** POST /api/staff-time/approvals: approve one member's week (the Monday it starts). */
export const weekApprovalRequestSchema = z.object({
  staffId: z.int({ error: 'Please select a staff member' }).positive({ error: 'Please select a staff member' }),
  weekStart: dayField.refine((day) => isCalendarDate(day) && weekStart(day) === day, {
    error: 'A week starts on a Monday',
  }),
});
export type WeekApprovalRequest = z.output<typeof weekApprovalRequestSchema>;

/** GET /api/staff-time/payroll?from=&to=: a period of whole retreat days, at most a year. */
export const payrollQuerySchema = z
  .object({ from: dayField, to: dayField })
  .refine((period) => period.from <= period.to, { error: 'The period must end on or after its start', path: ['to'] })
  .refine((period) => Date.parse(period.to) - Date.parse(period.from) <= 366 * 86_400_000, {
    error: 'A payroll period is at most a year',
    path: ['to'],
  });
export type PayrollQuery = z.output<typeof payrollQuerySchema>;
