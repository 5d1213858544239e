/**
 * Everything the dashboard sums, per retreat day: what the records give each day (computeRange),
 * or what a stored day kept of it (stored-days/). The reply sums days the same way whichever
 * way a day was filled, so a stored day and a live one give the same figures.
 */
import type { CalendarDate, DayRange } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { addBookingRevenue } from './booking-revenue.js';
import { DayAmounts } from './day-amounts.js';
import { addExpenses } from './expense-amounts.js';
import { addDishSales, addRestaurantRevenue } from './restaurant-figures.js';
import { addNightsSold } from './room-nights.js';

export interface HourCell {
  orders: number;
  cents: number;
}

export interface DishCell {
  quantity: number;
  cents: number;
}

export class RangeFigures {
  /** Revenue by stream paid and unpaid, expenses, and the value of the room nights sold. */
  readonly amounts = new DayAmounts();
  readonly paidOrdersOn = new Map<CalendarDate, number>();
  readonly nightsSoldOn = new Map<CalendarDate, number>();
  /** Paid orders by the retreat hour they were placed (0–23), for days with any. */
  readonly hoursOn = new Map<CalendarDate, Map<number, HourCell>>();
  /** Dishes sold on paid orders by menu item, for days with any. */
  readonly dishesOn = new Map<CalendarDate, Map<number, DishCell>>();

  count(map: Map<CalendarDate, number>, day: CalendarDate, value: number): void {
    if (value) map.set(day, (map.get(day) ?? 0) + value);
  }

  addHour(day: CalendarDate, hour: number, orders: number, cents: number): void {
    const hours = this.hoursOn.get(day) ?? new Map<number, HourCell>();
    const cell = hours.get(hour) ?? { orders: 0, cents: 0 };
    cell.orders += orders;
    cell.cents += cents;
    hours.set(hour, cell);
    this.hoursOn.set(day, hours);
  }

  addDish(day: CalendarDate, menuItemId: number, quantity: number, cents: number): void {
    const dishes = this.dishesOn.get(day) ?? new Map<number, DishCell>();
    const cell = dishes.get(menuItemId) ?? { quantity: 0, cents: 0 };
    cell.quantity += quantity;
    cell.cents += cents;
    dishes.set(menuItemId, cell);
    this.dishesOn.set(day, dishes);
  }
}

/**
 * Adds every day of `range` from the records. Dishes are read only for the days of `dishesOf`
 * (the period shown: the one compared with needs no dish list).
 */
export async function computeRange(
  manager: EntityManager,
  range: DayRange,
  figures: RangeFigures,
  dishesOf: DayRange = range,
): Promise<void> {
  await addBookingRevenue(manager, range, figures.amounts);
  await addRestaurantRevenue(manager, range, figures);
  await addExpenses(manager, range, figures.amounts);
  await addNightsSold(manager, range, figures);
  const dishes = { from: maxDay(range.from, dishesOf.from), to: minDay(range.to, dishesOf.to) };
  if (dishes.from <= dishes.to) await addDishSales(manager, dishes, figures);
}

const maxDay = (a: CalendarDate, b: CalendarDate) => (a > b ? a : b);
const minDay = (a: CalendarDate, b: CalendarDate) => (a < b ? a : b);
