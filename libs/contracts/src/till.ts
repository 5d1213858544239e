/**
 * The restaurant's till: a cashier opens a session with the float counted in quetzales and in
 * dollars, every payment taken at the POS belongs to the open session, and closing it compares
 * the cash expected with the cash counted, per currency.
 */
import type { StaffRole } from './enums/staff.js';

/** Who may do what at the till; the server checks it. */
export const TILL_ACCESS = {
  /** Open and close a session, read its X report and the day's figures: every cashier. */
  operate: ['admin', 'manager', 'staff'],
  /** Set the day's dollar rate: managers (the history is read by everyone). */
  setExchangeRate: ['admin', 'manager'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** The restaurant's one cash drawer. Sessions name their till so a second drawer (the bar) fits later. */
export const RESTAURANT_TILL = 'restaurant';

/**
 * An X report reads an open session (any time, nothing changes); a Z report is the closed
 * session's final figures.
 */
export const TILL_REPORT_KINDS = ['X', 'Z'] as const;
export type TillReportKind = (typeof TILL_REPORT_KINDS)[number];

/** Field messages of the till's forms. */
export const TILL_MESSAGES = {
  floatRequired: 'Count the float in the drawer',
  countedRequired: 'Count the cash in the drawer',
  invalidExchangeRate: 'Enter quetzales per dollar between 1 and 50, at most 4 decimals (7.75)',
  rateDateInPast: 'The rate of a past day cannot change: payments used it',
} as const;
