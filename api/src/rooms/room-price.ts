import { normalizeMoney, stayNights, sumMoney, type CalendarDate, type MoneyString } from '@lakeside/contracts';
import type { Room } from './room.entity.js';

/** One night of a stay (the date the guest sleeps there) and what it costs. */
export interface NightRate {
  night: CalendarDate;
  rate: MoneyString;
}

export interface StayPrice {
  nights: number;
  /** Every night of the stay, check-in night first, each with its own rate. */
  nightly: NightRate[];
  /** The sum of `nightly`, exact to the cent: the amount a payment order must carry. */
  totalPrice: MoneyString;
  currency: string;
}

type PricedRoom = Pick<Room, 'pricePerNight' | 'currency'>;

/**
 * The rate of one night in a room. Today every night costs the room's one rate; a seasonal or
 * weekend rate is decided here, night by night, and every total follows from it.
 */
function nightRate(room: PricedRoom, _night: CalendarDate): MoneyString {
  return normalizeMoney(room.pricePerNight);
}

/**
 * The price of a stay as the server computes it, night by night; the browser's total is only
 * ever compared with this. The one pricing of a stay: the search, the checkout and the desk.
 */
export function stayPrice(room: PricedRoom, checkin: CalendarDate, checkout: CalendarDate): StayPrice {
  const nightly = stayNights(checkin, checkout).map((night) => ({ night, rate: nightRate(room, night) }));
  return {
    nights: nightly.length,
    nightly,
    totalPrice: sumMoney(nightly.map((entry) => entry.rate)),
    currency: room.currency,
  };
}
