/**
 * The owner's dashboard in the fake API: GET /api/dashboard with the real query (the contracts'
 * schema and its field refusals), roles (DASHBOARD_ACCESS) and reply shape (dashboardReply),
 * and GET /api/dashboard/export/:figure as a CSV. The figures are made up but follow the
 * reply's own arithmetic (totals are the days' sums), each day different, so a chart that
 * drew the wrong day or stream would show other numbers than the reply.
 */
import {
  addDays,
  dashboardQuerySchema,
  dashboardRange,
  DASHBOARD_ACCESS,
  DASHBOARD_FIGURES,
  daysOf,
  errorBody,
  fromCents,
  previousRange,
  REVENUE_STREAMS,
  toFieldErrors,
  type DashboardDayReply,
  type DashboardReply,
  type DashboardTotalsReply,
  type DayRange,
} from '@lakeside/contracts';
import { reply } from './http';
import type { Context } from './server';

/** The fake's today at the retreat (UTC-6), as the API would compute it. */
const today = () => new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10);
const ROOMS = 4;

function dayOf(date: string, index: number): DashboardDayReply {
  const cents = (base: number) => fromCents(base * (1 + (index % 5)) + index * 7);
  return {
    date,
    revenue: {
      rooms: { paid: cents(50_000), unpaid: cents(12_000) },
      events: { paid: cents(8_000), unpaid: index % 3 ? '0.00' : cents(4_500) },
      sauna: { paid: cents(3_000), unpaid: '0.00' },
      restaurant: { paid: cents(21_000), unpaid: cents(1_500) },
    },
    expenses: cents(9_000),
    nightsSold: (index * 3) % (ROOMS + 1),
    nightsAvailable: ROOMS,
  };
}

const centsOf = (money: string) => Math.round(Number(money) * 100);
const dayTotal = (day: DashboardDayReply, part: 'paid' | 'unpaid') =>
  fromCents(REVENUE_STREAMS.reduce((total, stream) => total + centsOf(day.revenue[stream][part]), 0));

function totals(days: readonly DashboardDayReply[]): DashboardTotalsReply {
  const sum = (pick: (day: DashboardDayReply) => string) =>
    fromCents(days.reduce((total, day) => total + centsOf(pick(day)), 0));
  const revenue = Object.fromEntries(
    REVENUE_STREAMS.map((stream) => [
      stream,
      { paid: sum((day) => day.revenue[stream].paid), unpaid: sum((day) => day.revenue[stream].unpaid) },
    ]),
  ) as DashboardTotalsReply['revenue'];
  const nightsSold = days.reduce((total, day) => total + day.nightsSold, 0);
  const nightsAvailable = days.length * ROOMS;
  const roomCents = centsOf(revenue.rooms.paid) + centsOf(revenue.rooms.unpaid);
  return {
    revenue,
    totalRevenue: { paid: sum((day) => dayTotal(day, 'paid')), unpaid: sum((day) => dayTotal(day, 'unpaid')) },
    expenses: sum((day) => day.expenses),
    rooms: {
      nightsSold,
      nightsAvailable,
      occupancy: nightsSold / nightsAvailable,
      adr: fromCents(nightsSold ? Math.round(roomCents / nightsSold) : 0),
      revpar: fromCents(Math.round(roomCents / nightsAvailable)),
    },
    restaurant: { orders: days.length * 40, sales: revenue.restaurant.paid },
  };
}

export function fakeDashboard(period: DayRange, todayDate: string): DashboardReply {
  const comparedWith = previousRange(period);
  const days = daysOf(period).map((date, index) => dayOf(date, index + 1));
  const before = daysOf(comparedWith).map((date, index) => dayOf(date, index));
  return {
    period,
    comparedWith,
    current: totals(days),
    previous: totals(before),
    days,
    salesByHour: Array.from({ length: 24 }, (_, hour) => {
      const orders = hour >= 7 && hour <= 21 ? ((hour * 7) % 11) + 1 : 0;
      return { hour, orders, sales: fromCents(orders * 8_550) };
    }),
    topDishes: [
      { menuItemId: 3, name: 'Atitlán Coffee', quantity: 84, sales: '1680.00' },
      { menuItemId: 7, name: 'Pepián Vegetariano', quantity: 41, sales: '3690.00' },
      { menuItemId: 9, name: 'Banana Pancakes', quantity: 23, sales: '1150.00' },
    ],
    lowStock: [
      {
        id: 11,
        name: 'Coffee beans',
        unit: 'kg',
        currentStock: '2.000',
        minimumStock: '10.000',
        averageCost: '95.5000',
        unitCost: '96.00',
        sku: 'COF-1',
        supplierId: null,
        usedLast14Days: '7.000',
        daysLeft: 4,
      },
    ],
    today: {
      date: todayDate,
      arrivals: [
        {
          reference: 'R-ARR1-VAL1',
          guestName: 'Ana Arrival',
          roomName: 'Lakefront Lower Room',
          guests: 2,
          checkinDate: todayDate,
          checkoutDate: addDays(todayDate, 2),
          status: 'confirmed',
          done: false,
          balanceDue: '130.00',
          currency: 'USD',
        },
      ],
      departures: [],
    },
    rates: [{ from: comparedWith.from, to: period.to, usdToGtq: '7.7500', effectiveDate: '2025-01-01', inForce: true }],
    usdWithoutRate: '0.00',
  };
}

export function handleDashboard({ request, response, url, staff }: Context): void {
  if (!staff || !(DASHBOARD_ACCESS as readonly string[]).includes(staff.role)) {
    return reply(response, 403, errorBody('common.forbidden'));
  }
  const parsed = dashboardQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    return reply(response, 400, errorBody('common.validationFailed', { errors: toFieldErrors(parsed.error) }));
  }
  const figures = fakeDashboard(dashboardRange(parsed.data, today()), today());
  if (request.method === 'GET' && url.pathname === '/api/dashboard') return reply(response, 200, figures);
  const figure = /^\/api\/dashboard\/export\/([a-z-]+)$/.exec(url.pathname)?.[1];
  if (!figure || !(DASHBOARD_FIGURES as readonly string[]).includes(figure)) {
    return reply(response, 404, errorBody('common.notFound'));
  }
  // The real CSVs are the API's (dashboard-csv.ts); the console only downloads what it gets.
  response.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
  response.end(`figure\r\n${figure}\r\n`);
}
