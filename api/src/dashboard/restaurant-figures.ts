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

/**
 * Adds the orders of `range` to `amounts`; counts the paid ones per day and, over `hoursOf`, per
 * hour. The database sums them per UTC hour (a year is some 6,000 such rows, not 50,000
 * orders); each hour is then placed on its retreat day and hour.
 */
export async function addRestaurantRevenue(
  manager: EntityManager,
  range: DayRange,
  amounts: DayAmounts,
  hoursOf: DayRange,
): Promise<RestaurantCounts> {
  const sqlite = manager.connection.options.type === 'better-sqlite3';
  const bucket = sqlite ? "strftime('%Y-%m-%d %H', o.orderTime)" : "DATE_FORMAT(o.orderTime, '%Y-%m-%d %H')";
  const rows = await manager
    .getRepository(RestaurantOrder)
    .createQueryBuilder('o')
    .select(bucket, 'utcHour')
    .addSelect('o.paymentStatus', 'paymentStatus')
    .addSelect('o.currency', 'currency')
    .addSelect('COUNT(*)', 'orders')
    .addSelect('SUM(o.totalAmount)', 'total')
    .where('o.orderTime >= :from AND o.orderTime < :to', window(range))
    .andWhere(`((${SOLD}) OR (${OPEN}))`)
    .groupBy('utcHour')
    .addGroupBy('o.paymentStatus')
    .addGroupBy('o.currency')
    .getRawMany<{
      utcHour: string;
      paymentStatus: string;
      currency: string;
      orders: number | string;
      total: number | string;
    }>();
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, cents: 0 }));
  const paidOrdersOn = new Map<CalendarDate, number>();
  for (const row of rows) {
    const at = new Date(`${row.utcHour.replace(' ', 'T')}:00:00Z`);
    const day = retreatDay(at);
    const cents = centsOfSum(row.total);
    const orders = Number(row.orders);
    const paid = row.paymentStatus === 'paid';
    amounts.add(day, 'restaurant', paid ? 'paid' : 'unpaid', row.currency, cents);
    if (!paid) continue;
    paidOrdersOn.set(day, (paidOrdersOn.get(day) ?? 0) + orders);
    if (day < hoursOf.from || day > hoursOf.to) continue;
    const slot = hours[new TZDate(at, RETREAT_TIME_ZONE).getHours()];
    if (slot) {
      slot.orders += orders;
      slot.cents += cents;
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
    sales: fromCents(centsOfSum(row.sales)),
  }));
}

/** The instants the range's retreat days span. */
function window(range: DayRange): { from: Date; to: Date } {
  return { from: retreatDayStart(range.from), to: retreatDayStart(addDays(range.to, 1)) };
}

/** A SUM of DECIMAL(10,2): exact text on MySQL, a float on SQLite (rounded back to the cent). */
function centsOfSum(value: number | string): number {
  return typeof value === 'number' ? Math.round(value * 100) : toCents(normalizeMoney(value));
}
