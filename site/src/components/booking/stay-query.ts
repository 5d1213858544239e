/**
 * Reads checkin, checkout and guests from a page's query string (search results, room page).
 * Anything malformed counts as absent, so a mangled link shows the date form, not an error.
 */
import { STAY_LIMITS, isCalendarDate } from '@lakeside/contracts';

export interface StayParams {
  checkin: string | null;
  checkout: string | null;
  guests: number;
}

export function readStayParams(params: URLSearchParams): StayParams {
  const date = (name: string) => {
    const value = params.get(name);
    return isCalendarDate(value) ? value : null;
  };
  const guests = Number(params.get('guests'));
  return {
    checkin: date('checkin'),
    checkout: date('checkout'),
    guests:
      Number.isInteger(guests) && guests >= STAY_LIMITS.minGuests && guests <= STAY_LIMITS.maxGuests
        ? guests
        : STAY_LIMITS.defaultGuests,
  };
}
