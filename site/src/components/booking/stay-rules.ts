/**
 * The stay rules the guest sees before any server call (spec §5 "Room search and detail"):
 * check-in not before today, check-out after it, at least the minimum stay and at most the
 * maximum. The API checks the same rules again; this only saves a round trip.
 */
import { STAY_LIMITS, addDays, isCalendarDate, nightsBetween } from '@lakeside/contracts';

export type StayProblem = 'checkinInPast' | 'checkoutBeforeCheckin' | 'minimumStay' | 'maximumStay';

export function stayProblem(checkin: string, checkout: string, today: string): StayProblem | null {
  if (checkin < today) return 'checkinInPast';
  const nights = nightsBetween(checkin, checkout);
  if (nights <= 0) return 'checkoutBeforeCheckin';
  if (nights < STAY_LIMITS.minNights) return 'minimumStay';
  if (nights > STAY_LIMITS.maxNights) return 'maximumStay';
  return null;
}

/** Nights of a stay when both dates are real days in order, else null. */
export function nightsOf(checkin: string, checkout: string): number | null {
  if (!isCalendarDate(checkin) || !isCalendarDate(checkout)) return null;
  const nights = nightsBetween(checkin, checkout);
  return nights > 0 ? nights : null;
}

/** The earliest check-out the rules allow for a check-in (check-in + minimum stay). */
export function earliestCheckout(checkin: string): string {
  return addDays(checkin, STAY_LIMITS.minNights);
}

/** '/search-results?checkin=…&checkout=…&guests=…' */
export function stayUrl(path: string, stay: { checkin: string; checkout: string; guests: number }): string {
  const query = new URLSearchParams({ checkin: stay.checkin, checkout: stay.checkout, guests: String(stay.guests) });
  return `${path}?${query}`;
}

/** 1 → '1 night', 3 → '3 nights' from the page's two templates. */
export function countLabel(n: number, one: string, many: string): string {
  return n === 1 ? one : many.replace('{n}', String(n));
}
