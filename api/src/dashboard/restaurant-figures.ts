/**
 * The restaurant in the dashboard, computed from the orders directly (sales_analytics keeps
 * only a day's peak hour and top dish, not the hours or the list): an order counts on the
 * retreat day it was placed, as in sales-figures.ts; paid when paid (at the till, or with the
 * stay it was charged to), unpaid while open, and nowhere once cancelled or refunded. Order
 * values are in the menu's currency (quetzales).
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
import { In, type EntityManager } from 'typeorm';
import { RETREAT_TIME_ZONE } from '../common/time/retreat-clock.js';
import { FolioCharge } from '../folio/folio-charge.entity.js';
import { MenuItem } from '../restaurant/menu-item.entity.js';
import { OrderItem } from '../restaurant/order-item.entity.js';
import { RestaurantOrder } from '../restaurant/restaurant-order.entity.js';
import type { DishCell, RangeFigures } from './range-figures.js';

const TOP_DISHES = 10;
/**
 * An order is paid when the till took its money, or when the stay it was charged to paid for it
 * (folio_charges.settledByPaymentId, decision 0019); open while pending at the till or owed on
 * the folio; nowhere once cancelled or refunded. `fc` is the order's folio charge, if any.
 */
const CHARGED = "o.paymentStatus = 'charged_to_room'";
const PAID = `(o.paymentStatus = 'paid' OR (${CHARGED} AND fc.settledByPaymentId IS NOT NULL)) AND o.status <> 'cancelled'`;
const OPEN = `(o.paymentStatus = 'pending' OR (${CHARGED} AND fc.settledByPaymentId IS NULL)) AND o.status <> 'cancelled'`;

/**
 * Adds the orders of `range` to the figures: paid and open amounts, and the paid ones counted
 * per day and per retreat hour. The database sums them per UTC hour (a year is some 6,000 such
 * rows, not 50,000 orders); each hour is then placed on its retreat day and hour.
 */
export async function addRestaurantRevenue(
  manager: EntityManager,
  range: DayRange,
  figures: RangeFigures,
): Promise<void> {
  const rows = await manager
    .getRepository(RestaurantOrder)
    .createQueryBuilder('o')
    .select(utcHourOf(manager), 'utcHour')
    .addSelect(`CASE WHEN ${PAID} THEN 'paid' ELSE 'open' END`, 'state')
    .addSelect('o.currency', 'currency')
    .addSelect('COUNT(*)', 'orders')
    .addSelect('SUM(o.totalAmount)', 'total')
    .leftJoin(FolioCharge, 'fc', 'fc.orderId = o.id')
    .where('o.orderTime >= :from AND o.orderTime < :to', window(range))
    .andWhere(`((${PAID}) OR (${OPEN}))`)
    .groupBy('utcHour')
    .addGroupBy('state')
    .addGroupBy('o.currency')
    .getRawMany<{
      utcHour: string;
      state: string;
      currency: string;
      orders: number | string;
      total: number | string;
    }>();
  for (const row of rows) {
    const { day, hour } = placed(row.utcHour);
    const cents = centsOfSum(row.total);
    const paid = row.state === 'paid';
    figures.amounts.add(day, 'restaurant', paid ? 'paid' : 'unpaid', row.currency, cents);
    if (!paid) continue;
    figures.count(figures.paidOrdersOn, day, Number(row.orders));
    // Sales by hour add the orders' totals whatever their currency, as they always have.
    figures.addHour(day, hour, Number(row.orders), cents);
  }
}

/** The dishes sold (quantity and value) on paid orders of `range`, per day; cancelled lines were not sold. */
export async function addDishSales(manager: EntityManager, range: DayRange, figures: RangeFigures): Promise<void> {
  const rows = await manager
    .getRepository(OrderItem)
    .createQueryBuilder('line')
    .innerJoin(RestaurantOrder, 'o', 'o.id = line.orderId')
    .leftJoin(FolioCharge, 'fc', 'fc.orderId = o.id')
    .select(utcHourOf(manager), 'utcHour')
    .addSelect('line.menuItemId', 'menuItemId')
    .addSelect('SUM(line.quantity)', 'quantity')
    .addSelect('SUM(line.totalPrice)', 'sales')
    .where('o.orderTime >= :from AND o.orderTime < :to', window(range))
    .andWhere(PAID)
    .andWhere("line.status <> 'cancelled'")
    .groupBy('utcHour')
    .addGroupBy('line.menuItemId')
    .getRawMany<{ utcHour: string; menuItemId: number | string; quantity: number | string; sales: number | string }>();
  for (const row of rows)
    figures.addDish(placed(row.utcHour).day, Number(row.menuItemId), Number(row.quantity), centsOfSum(row.sales));
}

/** The period's dishes sold most (by quantity, then menu item), named as the menu names them now. */
export async function topDishes(
  manager: EntityManager,
  period: DayRange,
  figures: RangeFigures,
): Promise<DashboardReply['topDishes']> {
  const totals = new Map<number, DishCell>();
  for (const [day, dishes] of figures.dishesOn) {
    if (day < period.from || day > period.to) continue;
    for (const [menuItemId, cell] of dishes) {
      const total = totals.get(menuItemId) ?? { quantity: 0, cents: 0 };
      total.quantity += cell.quantity;
      total.cents += cell.cents;
      totals.set(menuItemId, total);
    }
  }
  if (!totals.size) return [];
  const names = await manager
    .getRepository(MenuItem)
    .find({ select: { id: true, name: true }, where: { id: In([...totals.keys()]) } });
  const nameOf = new Map(names.map((dish) => [dish.id, dish.name]));
  return (
    [...totals]
      // A line whose dish is gone has no name: left out, as the join on menu_items leaves it out.
      .filter(([menuItemId]) => nameOf.has(menuItemId))
      .sort(([idA, a], [idB, b]) => b.quantity - a.quantity || idA - idB)
      .slice(0, TOP_DISHES)
      .map(([menuItemId, cell]) => ({
        menuItemId,
        name: nameOf.get(menuItemId) ?? '',
        quantity: cell.quantity,
        sales: fromCents(cell.cents),
      }))
  );
}

/** Orders bucketed by the UTC hour they were placed: an hour falls wholly on one retreat day. */
function utcHourOf(manager: EntityManager): string {
  return manager.connection.options.type === 'better-sqlite3'
    ? "strftime('%Y-%m-%d %H', o.orderTime)"
    : "DATE_FORMAT(o.orderTime, '%Y-%m-%d %H')";
}

/** The retreat day and hour of a UTC hour bucket. */
function placed(utcHour: string): { day: CalendarDate; hour: number } {
  const at = new Date(`${utcHour.replace(' ', 'T')}:00:00Z`);
  return { day: retreatDay(at), hour: new TZDate(at, RETREAT_TIME_ZONE).getHours() };
}

/** The instants the range's retreat days span. */
function window(range: DayRange): { from: Date; to: Date } {
  return { from: retreatDayStart(range.from), to: retreatDayStart(addDays(range.to, 1)) };
}

/** A SUM of DECIMAL(10,2): exact text on MySQL, a float on SQLite (rounded back to the cent). */
function centsOfSum(value: number | string): number {
  return typeof value === 'number' ? Math.round(value * 100) : toCents(normalizeMoney(value));
}
