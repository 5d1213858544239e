/**
 * The stay rules on a check-in/check-out pair (docs/requirements/booking-rules.md#stay-dates): check-in
 * not before today, check-out after it, and between the minimum and maximum number of nights. Plain functions,
 * without zod, so the site's search widgets check a stay as the guest submits without
 * loading a schema; `withStayRules` (schemas/stay-dates.ts) reports the same problems as
 * schema issues for the API and the forms.
 */
import { nightsBetween } from './calendar-date.js';
import { STAY_LIMITS } from './limits.js';

/** A broken rule, named as its message in MESSAGES. */
export type StayProblem = 'checkinInPast' | 'checkoutBeforeCheckin' | 'minimumStay' | 'maximumStay';

/**
 * Every rule a stay breaks, each on the date the guest has to change: at most one on
 * check-in (in the past) and one on check-out (the nights). Pass `today` ("yyyy-MM-dd" at
 * the retreat) to refuse a past check-in; leave it out where past dates are legitimate.
 */
export function stayProblems(
  checkin: string,
  checkout: string,
  today?: string,
): { field: 'checkin' | 'checkout'; problem: StayProblem }[] {
  const problems: { field: 'checkin' | 'checkout'; problem: StayProblem }[] = [];
  if (today !== undefined && checkin < today) problems.push({ field: 'checkin', problem: 'checkinInPast' });
  const nights = nightsBetween(checkin, checkout);
  const onNights =
    nights <= 0
      ? 'checkoutBeforeCheckin'
      : nights < STAY_LIMITS.minNights
        ? 'minimumStay'
        : nights > STAY_LIMITS.maxNights
          ? 'maximumStay'
          : null;
  if (onNights) problems.push({ field: 'checkout', problem: onNights });
  return problems;
}
