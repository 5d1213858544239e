/**
 * Reads checkin, checkout and guests from a page's query string (search results, room page).
 * A stay may also be given as `nights` after checkin: that is what the search form sends when
 * it is submitted before its island hydrates. Anything malformed counts as absent, so a
 * mangled link shows the date form, not an error.
 */
import { STAY_LIMITS, addDays, isCalendarDate } from '@lakeside/contracts';

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
  const nights = Number(params.get('nights') || Number.NaN);
  const checkin = date('checkin');
  const checkout =
    date('checkout') ??
    (checkin && Number.isInteger(nights) && nights >= 1 && nights <= STAY_LIMITS.maxNights
      ? addDays(checkin, nights)
      : null);
  return {
    checkin,
    checkout,
    guests:
      Number.isInteger(guests) && guests >= STAY_LIMITS.minGuests && guests <= STAY_LIMITS.maxGuests
        ? guests
        : STAY_LIMITS.defaultGuests,
  };
}
