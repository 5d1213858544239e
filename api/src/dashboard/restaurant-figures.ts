/**
 * The restaurant in the dashboard, computed from the orders directly (sales_analytics keeps
 * only a day's peak hour and top dish, not the hours or the list): an order counts on the
 * retreat day it was placed, as in sales-figures.ts; paid when paid, unpaid while open, and
 * nowhere once cancelled or refunded. Order values are in the menu's currency (quetzales).
 */
import { TZDate } from '@date-fns/tz';
import {
  addDays,
  fromCents,
  normalizeMoney,
  retreatDay,
  retreatDayStart,
  toCents,
  type CalendarDate,
  type DashboardReply,
  type DayRange,
} from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { RETREAT_TIME_ZONE } from '../common/time/retreat-clock.js';
import { OrderItem } from '../restaurant/order-item.entity.js';
import { RestaurantOrder } from '../restaurant/restaurant-order.entity.js';
import type { DayAmounts } from './day-amounts.js';

const TOP_DISHES = 10;
/** An order that made a sale (sales-analytics-job.ts counts the same). */
const SOLD = "o.paymentStatus = 'paid' AND o.status <> 'cancelled'";
const OPEN = "o.paymentStatus = 'pending' AND o.status <> 'cancelled'";

export interface RestaurantCounts {
  /** The paid orders of `hoursOf` by the hour they were placed. */
  salesByHour: DashboardReply['salesByHour'];
  /** Paid orders per day. */
  paidOrdersOn: Map<CalendarDate, number>;
}

/** Adds the orders of `range` to `amounts`; counts the paid ones per day and, over `hoursOf`, per hour. */
export async function addRestaurantRevenue(
  manager: EntityManager,
  range: DayRange,
  amounts: DayAmounts,
  hoursOf: DayRange,
): Promise<RestaurantCounts> {
  const rows = await manager
    .getRepository(RestaurantOrder)
    .createQueryBuilder('o')
    .select('o.orderTime', 'orderTime')
    .addSelect('o.totalAmount', 'total')
    .addSelect('o.currency', 'currency')
    .addSelect('o.paymentStatus', 'paymentStatus')
    .where('o.orderTime >= :from AND o.orderTime < :to', window(range))
    .andWhere(`((${SOLD}) OR (${OPEN}))`)
    .getRawMany<{ orderTime: Date | string; total: number | string; currency: string; paymentStatus: string }>();
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, cents: 0 }));
  const paidOrdersOn = new Map<CalendarDate, number>();
  for (const row of rows) {
    const at = instant(row.orderTime);
    const day = retreatDay(at);
    const cents = toCents(normalizeMoney(row.total));
    const paid = row.paymentStatus === 'paid';
    amounts.add(day, 'restaurant', paid ? 'paid' : 'unpaid', row.currency, cents);
    if (paid) paidOrdersOn.set(day, (paidOrdersOn.get(day) ?? 0) + 1);
    if (paid && day >= hoursOf.from && day <= hoursOf.to) {
      const slot = hours[new TZDate(at, RETREAT_TIME_ZONE).getHours()];
      if (slot) {
        slot.orders += 1;
        slot.cents += cents;
      }
    }
  }
  return {
    salesByHour: hours.map(({ hour, orders, cents }) => ({ hour, orders, sales: fromCents(cents) })),
    paidOrdersOn,
  };
}

/** The dishes sold most (by quantity) on paid orders of `range`; cancelled lines were not sold. */
export async function topDishes(manager: EntityManager, range: DayRange): Promise<DashboardReply['topDishes']> {
  const rows = await manager
    .getRepository(OrderItem)
    .createQueryBuilder('line')
    .innerJoin(RestaurantOrder, 'o', 'o.id = line.orderId')
    .innerJoin('line.menuItem', 'dish')
    .select('line.menuItemId', 'menuItemId')
    .addSelect('dish.name', 'name')
    .addSelect('SUM(line.quantity)', 'quantity')
    .addSelect('SUM(line.totalPrice)', 'sales')
    .where('o.orderTime >= :from AND o.orderTime < :to', window(range))
    .andWhere(SOLD)
    .andWhere("line.status <> 'cancelled'")
    .groupBy('line.menuItemId')
    .addGroupBy('dish.name')
    .orderBy('quantity', 'DESC')
    .addOrderBy('line.menuItemId', 'ASC')
    .limit(TOP_DISHES)
    .getRawMany<{ menuItemId: number | string; name: string; quantity: number | string; sales: number | string }>();
  return rows.map((row) => ({
    menuItemId: Number(row.menuItemId),
    name: row.name,
    quantity: Number(row.quantity),
    // SUM of DECIMAL(10,2) is exact on MySQL; SQLite sums as floats, so round to the cent.
    sales: fromCents(Math.round(Number(row.sales) * 100)),
  }));
}

/** The instants the range's retreat days span. */
function window(range: DayRange): { from: Date; to: Date } {
  return { from: retreatDayStart(range.from), to: retreatDayStart(addDays(range.to, 1)) };
}

/** A DATETIME as read raw: a Date on MySQL, UTC text on SQLite. */
function instant(value: Date | string): Date {
  if (value instanceof Date) return value;
  return new Date(/[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`);
}
