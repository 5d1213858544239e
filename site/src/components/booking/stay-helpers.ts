/**
 * Small helpers the booking islands and pages share about a stay: its nights, the earliest
 * check-out a date input offers, the search link and the '3 nights' labels. The stay rules
 * themselves are the contracts' (`stayProblems`), as the API checks them.
 */
import { STAY_LIMITS, addDays, isCalendarDate, nightsBetween } from '@lakeside/contracts';

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
