/** Each figure of the dashboard as the rows of a CSV (GET /api/dashboard/export/:figure). */
import {
  REVENUE_STREAMS,
  type DashboardFigure,
  type DashboardReply,
  type DashboardStayReply,
} from '@lakeside/contracts';
import type { CsvCell } from '../common/csv/csv-download.js';

export interface CsvTable {
  header: string[];
  rows: CsvCell[][];
}

const streamColumns = REVENUE_STREAMS.flatMap((stream) => [`${stream} paid (Q)`, `${stream} unpaid (Q)`]);

const stays = (list: readonly DashboardStayReply[]): CsvTable => ({
  header: [
    'reference',
    'guest',
    'room',
    'guests',
    'check-in',
    'check-out',
    'status',
    'done',
    'balance due',
    'currency',
  ],
  rows: list.map((stay) => [
    stay.reference,
    stay.guestName,
    stay.roomName,
    stay.guests,
    stay.checkinDate,
    stay.checkoutDate,
    stay.status,
    stay.done ? 'yes' : 'no',
    stay.balanceDue,
    stay.currency,
  ]),
});

export function dashboardCsv(figure: DashboardFigure, reply: DashboardReply): CsvTable {
  switch (figure) {
    case 'summary': {
      const row = (label: string, pick: (totals: DashboardReply['current']) => string | number): CsvCell[] => [
        label,
        pick(reply.current),
        pick(reply.previous),
      ];
      return {
        header: [
          'figure',
          `${reply.period.from} to ${reply.period.to}`,
          `${reply.comparedWith.from} to ${reply.comparedWith.to}`,
        ],
        rows: [
          ...REVENUE_STREAMS.flatMap((stream) => [
            row(`${stream} paid (Q)`, (totals) => totals.revenue[stream].paid),
            row(`${stream} unpaid (Q)`, (totals) => totals.revenue[stream].unpaid),
          ]),
          row('revenue paid (Q)', (totals) => totals.totalRevenue.paid),
          row('revenue unpaid (Q)', (totals) => totals.totalRevenue.unpaid),
          row('expenses (Q)', (totals) => totals.expenses),
          row('room nights sold', (totals) => totals.rooms.nightsSold),
          row('room nights available', (totals) => totals.rooms.nightsAvailable),
          row('occupancy', (totals) => totals.rooms.occupancy.toFixed(4)),
          row('ADR (Q)', (totals) => totals.rooms.adr),
          row('RevPAR (Q)', (totals) => totals.rooms.revpar),
          row('restaurant paid orders', (totals) => totals.restaurant.orders),
          row('restaurant sales (Q)', (totals) => totals.restaurant.sales),
        ],
      };
    }
    case 'revenue':
      return {
        header: ['date', ...streamColumns],
        rows: reply.days.map((day) => [
          day.date,
          ...REVENUE_STREAMS.flatMap((stream) => [day.revenue[stream].paid, day.revenue[stream].unpaid]),
        ]),
      };
    case 'occupancy':
      return {
        header: ['date', 'room nights sold', 'room nights available'],
        rows: reply.days.map((day) => [day.date, day.nightsSold, day.nightsAvailable]),
      };
    case 'expenses':
      return { header: ['date', 'expenses (Q)'], rows: reply.days.map((day) => [day.date, day.expenses]) };
    case 'sales-by-hour':
      return {
        header: ['hour', 'paid orders', 'sales (Q)'],
        rows: reply.salesByHour.map((slot) => [`${String(slot.hour).padStart(2, '0')}:00`, slot.orders, slot.sales]),
      };
    case 'top-dishes':
      return {
        header: ['dish', 'quantity', 'sales (Q)'],
        rows: reply.topDishes.map((dish) => [dish.name, dish.quantity, dish.sales]),
      };
    case 'low-stock':
      return {
        header: ['item', 'sku', 'unit', 'current stock', 'minimum stock', 'used last 14 days', 'days left'],
        rows: reply.lowStock.map((item) => [
          item.name,
          item.sku,
          item.unit,
          item.currentStock,
          item.minimumStock,
          item.usedLast14Days,
          item.daysLeft,
        ]),
      };
    case 'arrivals':
      return stays(reply.today.arrivals);
    case 'departures':
      return stays(reply.today.departures);
  }
}
