/**
 * GET /api/dashboard: the owner's view of a period and of the same number of days before it.
 * Every amount is quetzales: a dollar amount is converted at the rate in force on the day it
 * belongs to (`rates` says which, and where none was set yet). Revenue belongs to the day the
 * guest is served — a stay's nights, a session's or an event's day, an order's day — and is
 * "paid" as far as the money was received, "unpaid" for what standing bookings and open orders
 * still owe.
 */
import { z } from 'zod';
import { REVENUE_STREAMS } from '../dashboard.js';
import { lowStockItemReply } from './inventory.js';
import { calendarDateReply, moneyReply } from './reply.js';

export const paidSplitReply = z.object({ paid: moneyReply, unpaid: moneyReply });
export type PaidSplitReply = z.infer<typeof paidSplitReply>;

/** One entry per stream, in REVENUE_STREAMS' order. */
const revenueByStreamReply = z.object(
  Object.fromEntries(REVENUE_STREAMS.map((stream) => [stream, paidSplitReply])) as Record<
    (typeof REVENUE_STREAMS)[number],
    typeof paidSplitReply
  >,
);

const dayRangeReply = z.object({ from: calendarDateReply, to: calendarDateReply });

/** The figures of one period, for the stat cards and their deltas. */
export const dashboardTotalsReply = z.object({
  revenue: revenueByStreamReply,
  /** All streams together. */
  totalRevenue: paidSplitReply,
  expenses: moneyReply,
  rooms: z.object({
    /** Room nights of confirmed stays in the period. */
    nightsSold: z.number().int(),
    /** Active rooms × days. */
    nightsAvailable: z.number().int(),
    /** nightsSold ÷ nightsAvailable, 0…1 (0 when nothing was available). */
    occupancy: z.number(),
    /** Average daily rate: confirmed stays' value of those nights ÷ nightsSold ('0.00' when none sold). */
    adr: moneyReply,
    /** Revenue per available room night: the same value ÷ nightsAvailable. */
    revpar: moneyReply,
  }),
  restaurant: z.object({
    /** Paid orders. */
    orders: z.number().int(),
    /** What they sold for. */
    sales: moneyReply,
  }),
});
export type DashboardTotalsReply = z.infer<typeof dashboardTotalsReply>;

export const dashboardDayReply = z.object({
  date: calendarDateReply,
  revenue: revenueByStreamReply,
  expenses: moneyReply,
  nightsSold: z.number().int(),
  nightsAvailable: z.number().int(),
});
export type DashboardDayReply = z.infer<typeof dashboardDayReply>;

/** A stay arriving or leaving today. */
export const dashboardStayReply = z.object({
  reference: z.string(),
  guestName: z.string(),
  roomName: z.string(),
  guests: z.number().int(),
  checkinDate: calendarDateReply,
  checkoutDate: calendarDateReply,
  /** held | confirmed */
  status: z.string(),
  /** Arrived (for arrivals) or left (for departures) already. */
  done: z.boolean(),
  /** What the stay still owes, in its own currency. */
  balanceDue: moneyReply,
  currency: z.string(),
});
export type DashboardStayReply = z.infer<typeof dashboardStayReply>;

/** The dollar rate used over some days of the period or the one before. */
export const dashboardRateReply = dayRangeReply.extend({
  /** Quetzales per dollar, "7.7500"; null when no rate was ever set (dollars then count in `usdWithoutRate`). */
  usdToGtq: z.string().nullable(),
  /** The day the rate was set for; null with usdToGtq null. */
  effectiveDate: calendarDateReply.nullable(),
  /** False for days before the first rate was set, valued at that first rate. */
  inForce: z.boolean(),
});
export type DashboardRateReply = z.infer<typeof dashboardRateReply>;

export const dashboardReply = z.object({
  period: dayRangeReply,
  comparedWith: dayRangeReply,
  current: dashboardTotalsReply,
  previous: dashboardTotalsReply,
  /** Each day of the period. */
  days: z.array(dashboardDayReply),
  /** The period's paid restaurant orders by the hour they were placed (0–23, retreat time); all 24 hours. */
  salesByHour: z.array(z.object({ hour: z.number().int(), orders: z.number().int(), sales: moneyReply })),
  /** The period's best-selling dishes by quantity on paid orders, at most 10. */
  topDishes: z.array(
    z.object({ menuItemId: z.number().int(), name: z.string(), quantity: z.number().int(), sales: moneyReply }),
  ),
  lowStock: z.array(lowStockItemReply),
  today: z.object({
    date: calendarDateReply,
    arrivals: z.array(dashboardStayReply),
    departures: z.array(dashboardStayReply),
  }),
  rates: z.array(dashboardRateReply),
  /** Dollars of both periods left out of the figures because no rate was ever set. */
  usdWithoutRate: moneyReply,
});
export type DashboardReply = z.infer<typeof dashboardReply>;
