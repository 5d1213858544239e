/**
 * A day's figures as dashboard_days keeps them (JSON): exactly what RangeFigures holds for the
 * day, in cents and counts, so that a stored day adds up to what the records give live.
 */
import type { CalendarDate } from '@lakeside/contracts';
import type { Figure, PaidPart } from '../day-amounts.js';
import type { RangeFigures } from '../range-figures.js';

/**
 * The code version of what a stored day holds and how it is computed: raise it whenever what
 * counts changes (a new stream, a payment status counted differently), so that days written
 * before are computed live until the job writes them again.
 */
export const STORED_DAY_VERSION = 2;

export interface StoredDayFigures {
  /** [figure, paid or unpaid, quetzal cents, dollar cents]. */
  amounts: [Figure, PaidPart, number, number][];
  nightsSold: number;
  paidOrders: number;
  /** [retreat hour, paid orders, cents]. */
  hours: [number, number, number][];
  /** [menu item id, quantity, cents]. */
  dishes: [number, number, number][];
}

export function storedDay(figures: RangeFigures, day: CalendarDate): StoredDayFigures {
  return {
    amounts: figures.amounts.cellsOn(day).map(({ figure, part, cell }) => [figure, part, cell.q, cell.usd]),
    nightsSold: figures.nightsSoldOn.get(day) ?? 0,
    paidOrders: figures.paidOrdersOn.get(day) ?? 0,
    hours: [...(figures.hoursOn.get(day) ?? [])].map(([hour, cell]) => [hour, cell.orders, cell.cents]),
    dishes: [...(figures.dishesOn.get(day) ?? [])].map(([id, cell]) => [id, cell.quantity, cell.cents]),
  };
}

/** Adds a stored day to `figures`; its dishes only when `withDishes` (a day of the period shown). */
export function addStoredDay(
  figures: RangeFigures,
  day: CalendarDate,
  stored: StoredDayFigures,
  withDishes: boolean,
): void {
  for (const [figure, part, q, usd] of stored.amounts) figures.amounts.addCell(day, figure, part, { q, usd });
  figures.count(figures.nightsSoldOn, day, stored.nightsSold);
  figures.count(figures.paidOrdersOn, day, stored.paidOrders);
  for (const [hour, orders, cents] of stored.hours) figures.addHour(day, hour, orders, cents);
  if (withDishes) for (const [id, quantity, cents] of stored.dishes) figures.addDish(day, id, quantity, cents);
}
