/**
 * GET /api/dashboard: the period's figures beside the same number of days before it. Finished
 * days come stored (stored-days/, kept fresh by triggers and the dashboard-days job); the
 * others are read from the records in runs of days (one query per source and run). Days are
 * then summed per period; every dollar amount is valued at its own day's rate (day-rates.ts).
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  dashboardRange,
  daysOf,
  previousRange,
  REVENUE_STREAMS,
  type CalendarDate,
  type DashboardDayReply,
  type DashboardQuery,
  type DashboardReply,
  type DashboardTotalsReply,
  type DayRange,
} from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import { retreatToday } from '../common/time/retreat-clock.js';
import { LowStockService } from '../inventory/low-stock.service.js';
import { money, type Figure, type PaidPart } from './day-amounts.js';
import { DayRates } from './day-rates.js';
import { computeRange, RangeFigures } from './range-figures.js';
import { topDishes } from './restaurant-figures.js';
import { roomsOnSale } from './room-nights.js';
import { staysToday } from './stays-today.js';
import { addStoredDays, runsOf } from './stored-days/stored-days.js';

/** One day in cents, before it becomes the reply's money. */
interface DayCents {
  date: CalendarDate;
  revenue: Record<(typeof REVENUE_STREAMS)[number], { paid: number; unpaid: number }>;
  expenses: number;
  roomsSold: number;
  nightsSold: number;
  nightsAvailable: number;
  paidOrders: number;
}

@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lowStock: LowStockService,
  ) {}

  async figures(query: DashboardQuery, now = new Date()): Promise<DashboardReply> {
    const today = retreatToday(now);
    const period = dashboardRange(query, today);
    const comparedWith = previousRange(period);
    const both: DayRange = { from: comparedWith.from, to: period.to };
    const manager = this.dataSource.manager;
    const figures = new RangeFigures();
    const stored = await addStoredDays(manager, both, figures, period);
    // Today, days not yet stored and days changed since: from the records.
    const live = daysOf(both).filter((day) => !stored.has(day));
    for (const run of runsOf(live)) await computeRange(manager, run, figures, period);
    const rates = await DayRates.load(manager, both);
    const rooms = await roomsOnSale(manager);
    const withoutRate = { cents: 0 };
    const days = daysOf(both).map((date) => dayCents(date, figures, rates, rooms, withoutRate));
    const current = days.filter((day) => day.date >= period.from);
    const before = days.filter((day) => day.date < period.from);
    return {
      period,
      comparedWith,
      current: totals(current),
      previous: totals(before),
      days: current.map(dayReply),
      salesByHour: salesByHour(figures, period),
      topDishes: await topDishes(manager, period, figures),
      lowStock: await this.lowStock.list(now),
      today: await staysToday(manager, today),
      rates: rates.segments,
      usdWithoutRate: money(withoutRate.cents),
    };
  }
}

/** The period's paid orders by the retreat hour they were placed. */
function salesByHour(figures: RangeFigures, period: DayRange): DashboardReply['salesByHour'] {
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, cents: 0 }));
  for (const [day, cells] of figures.hoursOn) {
    if (day < period.from || day > period.to) continue;
    for (const [hour, cell] of cells) {
      const slot = hours[hour];
      if (!slot) continue;
      slot.orders += cell.orders;
      slot.cents += cell.cents;
    }
  }
  return hours.map(({ hour, orders, cents }) => ({ hour, orders, sales: money(cents) }));
}

function dayCents(
  date: CalendarDate,
  figures: RangeFigures,
  rates: DayRates,
  rooms: number,
  withoutRate: { cents: number },
): DayCents {
  const q = (figure: Figure, part: PaidPart) => figures.amounts.quetzales(date, figure, part, rates, withoutRate);
  const revenue = Object.fromEntries(
    REVENUE_STREAMS.map((stream) => [stream, { paid: q(stream, 'paid'), unpaid: q(stream, 'unpaid') }]),
  ) as DayCents['revenue'];
  return {
    date,
    revenue,
    expenses: q('expenses', 'paid'),
    roomsSold: q('roomsSold', 'paid'),
    nightsSold: figures.nightsSoldOn.get(date) ?? 0,
    nightsAvailable: rooms,
    paidOrders: figures.paidOrdersOn.get(date) ?? 0,
  };
}

function dayReply(day: DayCents): DashboardDayReply {
  return {
    date: day.date,
    revenue: revenueReply(day.revenue),
    expenses: money(day.expenses),
    nightsSold: day.nightsSold,
    nightsAvailable: day.nightsAvailable,
  };
}

function revenueReply(revenue: DayCents['revenue']): DashboardDayReply['revenue'] {
  return Object.fromEntries(
    REVENUE_STREAMS.map((stream) => [
      stream,
      { paid: money(revenue[stream].paid), unpaid: money(revenue[stream].unpaid) },
    ]),
  ) as DashboardDayReply['revenue'];
}

/** A period's totals: sums of its days, then the ratios (rounded once, at the end). */
function totals(days: readonly DayCents[]): DashboardTotalsReply {
  const sum = (pick: (day: DayCents) => number) => days.reduce((total, day) => total + pick(day), 0);
  const revenue = Object.fromEntries(
    REVENUE_STREAMS.map((stream) => [
      stream,
      { paid: sum((day) => day.revenue[stream].paid), unpaid: sum((day) => day.revenue[stream].unpaid) },
    ]),
  ) as DayCents['revenue'];
  const nightsSold = sum((day) => day.nightsSold);
  const nightsAvailable = sum((day) => day.nightsAvailable);
  const roomsSold = sum((day) => day.roomsSold);
  const restaurant = revenue.restaurant.paid;
  return {
    revenue: revenueReply(revenue),
    totalRevenue: {
      paid: money(REVENUE_STREAMS.reduce((total, stream) => total + revenue[stream].paid, 0)),
      unpaid: money(REVENUE_STREAMS.reduce((total, stream) => total + revenue[stream].unpaid, 0)),
    },
    expenses: money(sum((day) => day.expenses)),
    rooms: {
      nightsSold,
      nightsAvailable,
      occupancy: nightsAvailable ? nightsSold / nightsAvailable : 0,
      adr: money(nightsSold ? Math.round(roomsSold / nightsSold) : 0),
      revpar: money(nightsAvailable ? Math.round(roomsSold / nightsAvailable) : 0),
    },
    restaurant: { orders: sum((day) => day.paidOrders), sales: money(restaurant) },
  };
}
