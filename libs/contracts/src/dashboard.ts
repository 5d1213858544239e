/**
 * The owner's dashboard: which period it shows (today, this week, this month or chosen days),
 * the period before it of the same length it is compared with, and how a stay's price is
 * spread over its nights. Pure, so the API computes with it and the console labels with it.
 */
import { z } from 'zod';
import { addDays, isCalendarDate, nightsBetween, type CalendarDate } from './calendar-date.js';
import type { StaffRole } from './enums/staff.js';
import { weekStart } from './staff-time.js';

/** The owner and the managers: the business's money is not every cashier's to read. */
export const DASHBOARD_ACCESS = ['admin', 'manager'] as const satisfies readonly StaffRole[];

export const DASHBOARD_PERIODS = ['today', 'week', 'month', 'custom'] as const;
export type DashboardPeriodKind = (typeof DASHBOARD_PERIODS)[number];

/** A custom period spans at most this many days: a year and a day, so a leap year fits. */
export const DASHBOARD_MAX_DAYS = 366;

/** The figures a CSV can be downloaded of (GET /api/dashboard/export/:figure). */
export const DASHBOARD_FIGURES = [
  'summary',
  'revenue',
  'occupancy',
  'expenses',
  'sales-by-hour',
  'top-dishes',
  'low-stock',
  'arrivals',
  'departures',
] as const;
export type DashboardFigure = (typeof DASHBOARD_FIGURES)[number];

/** The revenue streams, in the order the charts stack them. */
export const REVENUE_STREAMS = ['rooms', 'events', 'sauna', 'restaurant'] as const;
export type RevenueStream = (typeof REVENUE_STREAMS)[number];

export const DASHBOARD_MESSAGES = {
  invalidPeriod: 'Choose today, week, month or custom',
  fromRequired: 'Choose the first day (yyyy-MM-dd)',
  toRequired: 'Choose the last day (yyyy-MM-dd)',
  toBeforeFrom: 'The last day must not be before the first',
  tooLong: `Choose at most ${DASHBOARD_MAX_DAYS} days`,
} as const;

const optionalDay = (message: string) =>
  z
    .string()
    .optional()
    .refine((text) => text === undefined || isCalendarDate(text), { error: message });

/** GET /api/dashboard?period=month, or ?period=custom&from=2026-11-01&to=2026-11-15. */
export const dashboardQuerySchema = z
  .object({
    period: z.enum(DASHBOARD_PERIODS, { error: DASHBOARD_MESSAGES.invalidPeriod }).default('today'),
    from: optionalDay(DASHBOARD_MESSAGES.fromRequired),
    to: optionalDay(DASHBOARD_MESSAGES.toRequired),
  })
  .superRefine((query, context) => {
    if (query.period !== 'custom') return;
    if (!query.from) context.addIssue({ code: 'custom', path: ['from'], message: DASHBOARD_MESSAGES.fromRequired });
    if (!query.to) context.addIssue({ code: 'custom', path: ['to'], message: DASHBOARD_MESSAGES.toRequired });
    // A day written wrong is refused on its own field already.
    if (!isCalendarDate(query.from) || !isCalendarDate(query.to)) return;
    if (query.to < query.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: DASHBOARD_MESSAGES.toBeforeFrom });
    } else if (nightsBetween(query.from, query.to) + 1 > DASHBOARD_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: DASHBOARD_MESSAGES.tooLong });
    }
  });
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

/** Days from `from` to `to`, both included. */
export interface DayRange {
  from: CalendarDate;
  to: CalendarDate;
}

/**
 * The days a query shows, on the retreat's `today`: today alone, this Monday-to-Sunday week,
 * this calendar month (days still to come included: booked stays count there, unpaid).
 */
export function dashboardRange(query: DashboardQuery, today: CalendarDate): DayRange {
  switch (query.period) {
    case 'today':
      return { from: today, to: today };
    case 'week': {
      const monday = weekStart(today);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'month': {
      const first = `${today.slice(0, 7)}-01`;
      return { from: first, to: addDays(firstOfNextMonth(first), -1) };
    }
    case 'custom':
      return { from: query.from ?? today, to: query.to ?? today };
  }
}

/** The same number of days just before `range`: what its deltas compare with. */
export function previousRange(range: DayRange): DayRange {
  const days = nightsBetween(range.from, range.to) + 1;
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** Every day of a range, in order. */
export function daysOf(range: DayRange): CalendarDate[] {
  const days: CalendarDate[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * `cents` spread over `parts` as evenly as cents allow, the first parts taking the odd cents:
 * a stay's price over its nights, so the nights of a period add up to exactly what was sold.
 */
export function spreadCents(cents: number, parts: number): number[] {
  if (parts <= 0) return [];
  const sign = cents < 0 ? -1 : 1;
  const whole = Math.floor((sign * cents) / parts);
  const odd = sign * cents - whole * parts;
  return Array.from({ length: parts }, (_, index) => sign * (whole + (index < odd ? 1 : 0)));
}

function firstOfNextMonth(first: CalendarDate): CalendarDate {
  const [year = 0, month = 1] = first.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
