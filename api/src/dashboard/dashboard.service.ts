/**
 * GET /api/dashboard: the period's figures beside the same number of days before it. Both
 * periods are read in one pass over their days (one query per source), then summed per
 * period; every dollar amount is valued at its own day's rate (day-rates.ts).
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
import { addBookingRevenue } from './booking-revenue.js';
import { DayAmounts, money } from './day-amounts.js';
import { DayRates } from './day-rates.js';
import { addExpenses } from './expense-amounts.js';
import { addRestaurantRevenue, topDishes } from './restaurant-figures.js';
import { roomNightCounts, type RoomNightCounts } from './room-nights.js';
import { staysToday } from './stays-today.js';

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
    const amounts = new DayAmounts();
    const rates = await DayRates.load(manager, both);
    await addBookingRevenue(manager, both, amounts);
    const restaurant = await addRestaurantRevenue(manager, both, amounts, period);
    await addExpenses(manager, both, amounts);
    const nights = await roomNightCounts(manager, both);
    const withoutRate = { cents: 0 };
    const days = daysOf(both).map((date) => ({
      ...dayCents(date, amounts, rates, nights, withoutRate),
      paidOrders: restaurant.paidOrdersOn.get(date) ?? 0,
    }));
    const current = days.filter((day) => day.date >= period.from);
    const before = days.filter((day) => day.date < period.from);
    return {
      period,
      comparedWith,
      current: totals(current),
      previous: totals(before),
      days: current.map(dayReply),
      salesByHour: restaurant.salesByHour,
      topDishes: await topDishes(manager, period),
      lowStock: await this.lowStock.list(now),
      today: await staysToday(manager, today),
      rates: rates.segments,
      usdWithoutRate: money(withoutRate.cents),
    };
  }
}

function dayCents(
  date: CalendarDate,
  amounts: DayAmounts,
  rates: DayRates,
  nights: RoomNightCounts,
  withoutRate: { cents: number },
): Omit<DayCents, 'paidOrders'> {
  const q = (figure: Parameters<DayAmounts['quetzales']>[1], part: 'paid' | 'unpaid') =>
    amounts.quetzales(date, figure, part, rates, withoutRate);
  const revenue = Object.fromEntries(
    REVENUE_STREAMS.map((stream) => [stream, { paid: q(stream, 'paid'), unpaid: q(stream, 'unpaid') }]),
  ) as DayCents['revenue'];
  return {
    date,
    revenue,
    expenses: q('expenses', 'paid'),
    roomsSold: q('roomsSold', 'paid'),
    nightsSold: nights.soldOn.get(date) ?? 0,
    nightsAvailable: nights.rooms,
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
