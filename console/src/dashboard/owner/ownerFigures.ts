/**
 * The owner's figures as the screen words them: the query of a chosen period, the change
 * against the period before, and the charts' rows. Pure, so unit tests pin them.
 */
import {
  REVENUE_STREAMS,
  sumMoney,
  type DashboardDayReply,
  type DashboardPeriodKind,
  type RevenueStream,
} from '@lakeside/contracts';
import type { TranslateFunction } from 'react-admin';

export interface PeriodChoice {
  period: DashboardPeriodKind;
  from?: string;
  to?: string;
}

/** The query string the API and its CSV exports take. */
/** The period the owner's dashboard opens on. */
export const OPENING_PERIOD: PeriodChoice = { period: 'month' };

export function periodQuery(choice: PeriodChoice): string {
  const query = new URLSearchParams({ period: choice.period });
  if (choice.period === 'custom') {
    if (choice.from) query.set('from', choice.from);
    if (choice.to) query.set('to', choice.to);
  }
  return query.toString();
}

/** Which part of the revenue the chart stacks. */
export type RevenuePart = 'all' | 'paid' | 'unpaid';

/** A day's revenue per stream in quetzales (numbers, for the chart; the table keeps the exact strings). */
export function revenueRows(days: readonly DashboardDayReply[], part: RevenuePart) {
  return days.map((day) => ({
    date: day.date,
    ...Object.fromEntries(REVENUE_STREAMS.map((stream) => [stream, streamAmount(day, stream, part)])),
  })) as Array<{ date: string } & Record<RevenueStream, string>>;
}

export function streamAmount(day: DashboardDayReply, stream: RevenueStream, part: RevenuePart): string {
  const { paid, unpaid } = day.revenue[stream];
  return part === 'paid' ? paid : part === 'unpaid' ? unpaid : sumMoney([paid, unpaid]);
}

/** "+12.5%", "−3.0%", "new" when there was nothing before, "no change". */
export function percentChange(now: number, before: number, translate: TranslateFunction): string {
  if (now === before) return translate('owner.stats.noChange');
  if (before === 0) return translate('owner.stats.new');
  const change = ((now - before) / Math.abs(before)) * 100;
  return `${change > 0 ? '+' : '−'}${Math.abs(change).toFixed(1)}%`;
}

/** Occupancy's change in percentage points: "+4.2 pts". */
export function pointsChange(now: number, before: number, translate: TranslateFunction): string {
  const points = (now - before) * 100;
  if (Math.abs(points) < 0.05) return translate('owner.stats.noChange');
  return translate('owner.stats.points', { change: `${points > 0 ? '+' : '−'}${Math.abs(points).toFixed(1)}` });
}

/** 0.4167 → "41.7%". */
export const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

/** Whether a change is good news: more revenue is, more expenses is not. */
export function trend(now: number, before: number, moreIsBetter = true): 'up' | 'down' | 'flat' {
  if (now === before) return 'flat';
  return now > before === moreIsBetter ? 'up' : 'down';
}
