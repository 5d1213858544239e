import { multiplyMoney, nightsBetween, type CalendarDate, type MoneyString } from '@lakeside/contracts';
import type { Room } from './room.entity.js';

export interface StayPrice {
  nights: number;
  /** nights × the room's nightly rate, exact to the cent. */
  totalPrice: MoneyString;
  currency: string;
}

/** The price of a stay as the server computes it; the browser's total is only ever compared with this. */
export function stayPrice(
  room: Pick<Room, 'pricePerNight' | 'currency'>,
  checkin: CalendarDate,
  checkout: CalendarDate,
): StayPrice {
  const nights = nightsBetween(checkin, checkout);
  return { nights, totalPrice: multiplyMoney(room.pricePerNight, nights), currency: room.currency };
}
