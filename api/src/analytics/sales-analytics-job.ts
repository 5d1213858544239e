/**
 * Writes sales_analytics: each finished retreat day, and the week and month holding it, computed
 * from the paid orders (sales-figures.ts). Runs through the scheduler — once across API
 * instances — every hour, and catches up from the last day it wrote, so days missed while the
 * API was down are written at the first run after boot. A run rewrites the same rows (one per
 * period, by its unique key) with the same figures: run twice, it writes once.
 *
 * The last RECHECK_DAYS finished days are computed again each time: an order placed before
 * midnight may be paid (or cancelled) the next morning, and belongs to the day it was placed.
 */
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { TZDate } from '@date-fns/tz';
import { addDays, retreatDay, retreatDayStart, type CalendarDate } from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import { JobScheduler } from '../common/scheduler/job-scheduler.js';
import { RETREAT_TIME_ZONE, retreatToday } from '../common/time/retreat-clock.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { OrderItem } from '../restaurant/order-item.entity.js';
import { RestaurantOrder } from '../restaurant/restaurant-order.entity.js';
import { daysFrom, periodsHolding, type AnalyticsPeriod } from './analytics-periods.js';
import { SalesAnalytics } from './sales-analytics.entity.js';
import { customerKeys, salesFigures, type SalesFigures, type SoldOrder } from './sales-figures.js';

export const SALES_ANALYTICS_EVERY_MS = 60 * 60_000;
/** Finished days computed again on every run (late payments and cancellations). */
export const RECHECK_DAYS = 2;
/** Identities looked up per query when telling new customers from returning ones. */
const LOOKUP_CHUNK = 500;
/** An order that made a sale: paid at the till, or charged to a room stay's folio (decision 0019). */
const SOLD = "paymentStatus IN ('paid', 'charged_to_room') AND status <> 'cancelled'";

type PaidOrderRow = Pick<
  RestaurantOrder,
  'id' | 'orderType' | 'totalAmount' | 'paymentMethod' | 'orderTime' | 'customerId' | 'customerEmail' | 'customerPhone'
>;

@Injectable()
export class SalesAnalyticsJob implements OnModuleInit {
  private readonly logger = new Logger('SalesAnalytics');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scheduler: JobScheduler,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'sales-analytics',
      everyMs: SALES_ANALYTICS_EVERY_MS,
      run: async (_lastRunAt, now) => {
        const days = await this.catchUp(now);
        if (days.length) this.logger.log(`Sales analytics written for ${days[0]} to ${days.at(-1)}`);
      },
    });
  }

  /** Writes every finished day not yet written (and the last RECHECK_DAYS again); the days written. */
  async catchUp(now = new Date()): Promise<CalendarDate[]> {
    const yesterday = addDays(retreatToday(now), -1);
    const first = await this.firstDayToWrite();
    if (!first || first > yesterday) return [];
    const days = daysFrom(first, yesterday);
    const periods = new Map<string, AnalyticsPeriod>();
    for (const period of days.flatMap(periodsHolding)) periods.set(`${period.type}:${period.start}`, period);
    for (const period of periods.values()) {
      // SQLite answers at once: yield between periods so a catch-up over years never keeps the API deaf.
      await yieldToRequests();
      await this.write(period);
    }
    return days;
  }

  /** Recomputes and stores one period's row. */
  async write(period: AnalyticsPeriod): Promise<SalesFigures> {
    const from = retreatDayStart(period.start);
    const to = retreatDayStart(period.end);
    const orders = await this.paidOrders(from, to);
    const earlier = await this.earlierCustomers(orders, from);
    const figures = salesFigures(await this.withLines(orders), earlier);
    const row = { analyticsDate: period.start, periodType: period.type, ...figures };
    try {
      await this.store(row);
    } catch (error) {
      // Another run inserted the row between our look and our insert: ours is an update now.
      if (!isUniqueViolation(error)) throw error;
      await this.store(row);
    }
    return figures;
  }

  private store(row: Omit<SalesAnalytics, 'id' | 'topSellingItem' | 'createdAt' | 'updatedAt'>): Promise<void> {
    return runWriteTransaction(this.dataSource, async (manager) => {
      const key = { analyticsDate: row.analyticsDate, periodType: row.periodType };
      const { affected } = await manager.update(SalesAnalytics, key, row);
      if (!affected) await manager.insert(SalesAnalytics, row);
    });
  }

  /** The day after the last one written, less the recheck days; else the first order's day. */
  private async firstDayToWrite(): Promise<CalendarDate | undefined> {
    const last = await this.dataSource
      .getRepository(SalesAnalytics)
      .createQueryBuilder('row')
      .select('MAX(row.analyticsDate)', 'last')
      .where('row.periodType = :type', { type: 'daily' })
      .getRawOne<{ last: string | null }>();
    if (last?.last) return addDays(String(last.last).slice(0, 10), 1 - RECHECK_DAYS);
    const first = await this.dataSource
      .getRepository(RestaurantOrder)
      .createQueryBuilder('order')
      .select('MIN(order.orderTime)', 'first')
      .getRawOne<{ first: Date | string | null }>();
    return first?.first ? retreatDay(new Date(first.first)) : undefined;
  }

  private paidOrders(from: Date, to: Date): Promise<PaidOrderRow[]> {
    return this.dataSource
      .getRepository(RestaurantOrder)
      .createQueryBuilder('o')
      .select(['o.id', 'o.orderType', 'o.totalAmount', 'o.paymentMethod', 'o.orderTime'])
      .addSelect(['o.customerId', 'o.customerEmail', 'o.customerPhone'])
      .where('o.orderTime >= :from AND o.orderTime < :to', { from, to })
      .andWhere(SOLD)
      .getMany();
  }

  /** The orders with their sold lines (cancelled lines were not sold) and the hour they came in. */
  private async withLines(orders: readonly PaidOrderRow[]): Promise<SoldOrder[]> {
    const lines = new Map<number, { menuItemId: number; quantity: number }[]>();
    for (const ids of chunks(orders.map((order) => order.id))) {
      const rows = await this.dataSource
        .getRepository(OrderItem)
        .createQueryBuilder('line')
        .select(['line.orderId', 'line.menuItemId', 'line.quantity'])
        .where('line.orderId IN (:...ids)', { ids })
        .andWhere("line.status <> 'cancelled'")
        .getMany();
      for (const row of rows) {
        lines.set(row.orderId, [
          ...(lines.get(row.orderId) ?? []),
          { menuItemId: row.menuItemId, quantity: row.quantity },
        ]);
      }
    }
    return orders.map((order) => ({
      orderType: order.orderType,
      totalAmount: order.totalAmount,
      paymentMethod: order.paymentMethod,
      hour: new TZDate(order.orderTime, RETREAT_TIME_ZONE).getHours(),
      customer: customerKeys(order),
      lines: lines.get(order.id) ?? [],
    }));
  }

  /** Which of these orders' customers had a paid order before `from`. */
  private async earlierCustomers(orders: readonly PaidOrderRow[], from: Date): Promise<Set<string>> {
    const accounts = unique(orders.map((order) => order.customerId));
    const emails = unique(orders.map((order) => order.customerEmail?.trim().toLowerCase() ?? null));
    const phones = unique(orders.map((order) => order.customerPhone));
    const earlier = new Set<string>();
    const lookups: [string, string[]][] = [
      ['customerId IN (:...values)', accounts],
      ['LOWER(customerEmail) IN (:...values)', emails],
      ['customerPhone IN (:...values)', phones],
    ];
    for (const [condition, all] of lookups) {
      for (const values of chunks(all)) {
        const rows = await this.dataSource
          .getRepository(RestaurantOrder)
          .createQueryBuilder()
          .select(['customerId', 'customerEmail', 'customerPhone'])
          .where('orderTime < :from', { from })
          .andWhere(SOLD)
          .andWhere(condition, { values })
          .getRawMany<Pick<PaidOrderRow, 'customerId' | 'customerEmail' | 'customerPhone'>>();
        for (const row of rows) for (const key of customerKeys(row)) earlier.add(key);
      }
    }
    return earlier;
  }
}

function unique(values: readonly (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

function chunks<T>(values: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < values.length; start += LOOKUP_CHUNK)
    result.push(values.slice(start, start + LOOKUP_CHUNK));
  return result;
}
