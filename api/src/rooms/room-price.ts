import {
  addMoney,
  dayOfWeek,
  normalizeMoney,
  seasonMinimumStay,
  STAY_LIMITS,
  stayNights,
  sumMoney,
  type CalendarDate,
  type MoneyString,
} from '@lakeside/contracts';
import { fieldError } from '../common/errors/field-error.js';
import { taxLines, type LineTaxes, type TaxTerms } from '../taxes/tax-lines.js';
import type { RoomRatePeriod } from './room-rate-period.entity.js';
import type { Room } from './room.entity.js';

/** One night of a stay (the date the guest sleeps there) and what it costs. */
export interface NightRate {
  night: CalendarDate;
  rate: MoneyString;
}

export interface StayPrice extends LineTaxes {
  nights: number;
  /** Every night of the stay, check-in night first, each with its own rate. */
  nightly: NightRate[];
  /**
   * The sum of `nightly` and the added taxes, exact to the cent: the amount a payment order
   * must carry.
   */
  totalPrice: MoneyString;
  currency: string;
  /** The shortest stay sold from this check-in (the period's minimum, never below the contracts'). */
  minNights: number;
}

type PricedRoom = Pick<Room, 'pricePerNight' | 'currency'>;
export type RatePeriodTerms = Pick<
  RoomRatePeriod,
  'firstNight' | 'lastNight' | 'nightlyRate' | 'weekendRate' | 'minNights'
>;

/** What prices a room's stay besides the room: its rate periods and the lodging tax rules in force. */
export interface StayTerms {
  periods: readonly RatePeriodTerms[];
  taxes: readonly TaxTerms[];
}

/** Friday and Saturday nights: the nights a weekend rate applies to. */
const WEEKEND_NIGHTS = new Set([5, 6]);

function periodOf(periods: readonly RatePeriodTerms[], night: CalendarDate): RatePeriodTerms | undefined {
  return periods.find((period) => period.firstNight <= night && night <= period.lastNight);
}

/**
 * The rate of one night in a room: the rate period's in force that night (its weekend rate on
 * a Friday or Saturday night, when it has one), or the room's own rate where no period covers it.
 */
function nightRate(room: PricedRoom, periods: readonly RatePeriodTerms[], night: CalendarDate): MoneyString {
  const period = periodOf(periods, night);
  if (!period) return normalizeMoney(room.pricePerNight);
  const weekend = period.weekendRate !== null && WEEKEND_NIGHTS.has(dayOfWeek(night));
  return normalizeMoney(weekend ? (period.weekendRate ?? period.nightlyRate) : period.nightlyRate);
}

/**
 * The price of a stay as the server computes it, night by night, with its lodging taxes; the
 * browser's total is only ever compared with this. The one pricing of a stay: the search, the
 * room page's quote, the checkout, the desk and a change of dates (room-pricing.ts loads the
 * terms). The minimum stay is that of the check-in night's period; enforce it with
 * `requireMinimumStay`.
 */
export function stayPrice(
  room: PricedRoom,
  checkin: CalendarDate,
  checkout: CalendarDate,
  terms: StayTerms,
): StayPrice {
  const nightly = stayNights(checkin, checkout).map((night) => ({
    night,
    rate: nightRate(room, terms.periods, night),
  }));
  const lodging = sumMoney(nightly.map((entry) => entry.rate));
  const taxes = taxLines(lodging, terms.taxes);
  const periodMinimum = periodOf(terms.periods, checkin)?.minNights ?? 0;
  return {
    nights: nightly.length,
    nightly,
    ...taxes,
    totalPrice: addMoney(lodging, taxes.taxAdded),
    currency: room.currency,
    minNights: Math.max(STAY_LIMITS.minNights, periodMinimum),
  };
}

/** True when the stay is at least its period's minimum. */
export function meetsMinimumStay(price: Pick<StayPrice, 'nights' | 'minNights'>): boolean {
  return price.nights >= price.minNights;
}

/**
 * A 400 on the check-out date (`field`, as the request names it) when the stay is shorter than
 * its period asks; the contracts' stay rules already refused anything under the absolute floor.
 */
export function requireMinimumStay(price: Pick<StayPrice, 'nights' | 'minNights'>, field: string): void {
  if (!meetsMinimumStay(price)) throw fieldError(field, seasonMinimumStay(price.minNights));
}
