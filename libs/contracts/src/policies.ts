/**
 * Times and policies of the retreat (docs/requirements/policies.md), as dated by POLICIES_UPDATED_ON.
 * Times of day are "HH:MM" wall-clock times in the retreat's time zone.
 */

/** The retreat's zone (UTC-6, no daylight saving). "Today" and every time below are read in it. */
export const RETREAT_TIME_ZONE = 'America/Guatemala';

/** A daily window from `start` (inclusive) to `end` (exclusive), "HH:MM". */
export interface TimeWindow {
  readonly start: string;
  readonly end: string;
}

/** Restaurant meal windows; drinks are served all day. */
export const MEAL_WINDOWS = {
  breakfast: { start: '07:00', end: '11:00' },
  lunch: { start: '12:00', end: '15:00' },
  dinner: { start: '18:00', end: '21:00' },
} as const satisfies Record<string, TimeWindow>;

/** Breakfast offer for staying guests: 15% off before 9:00 AM. */
export const BREAKFAST_OFFER = { percentOff: 15, before: '09:00' } as const;

/** Arrival window (3–9 PM). */
export const CHECK_IN_WINDOW = { start: '15:00', end: '21:00' } as const satisfies TimeWindow;
/** Departure window (8–11 AM). */
export const CHECK_OUT_WINDOW = { start: '08:00', end: '11:00' } as const satisfies TimeWindow;
/** Quiet hours (10 PM–7 AM, across midnight). */
export const QUIET_HOURS = { start: '22:00', end: '07:00' } as const satisfies TimeWindow;

/**
 * Free cancellation up to this many hours before the start; later cancellations and
 * no-shows are charged in full.
 */
export const FREE_CANCELLATION_HOURS = {
  accommodation: 48,
  events: 24,
  wellness: 12,
} as const;

/** Refunds reach the guest within this many business days. */
export const REFUND_BUSINESS_DAYS = { min: 5, max: 10 } as const;

/** Booking records are kept this long (tax law). */
export const RECORD_RETENTION_YEARS = 7;
/** Privacy requests are answered within this many days. */
export const PRIVACY_RESPONSE_DAYS = 30;
/** Material changes to the terms are announced this many days ahead. */
export const TERMS_CHANGE_NOTICE_DAYS = 30;

/** The services are not for children under 13; from 13 to 18 parental consent may be needed. */
export const AGE_POLICY = { minimumAge: 13, adultAge: 18 } as const;

/** Seasons by month (1 = January): best time to visit is the dry season. */
export const SEASONS = {
  dry: [11, 12, 1, 2, 3, 4],
  green: [5, 6, 7, 8, 9, 10],
} as const;

/** Date the policies and terms were last changed. */
export const POLICIES_UPDATED_ON = '2025-07-25';
