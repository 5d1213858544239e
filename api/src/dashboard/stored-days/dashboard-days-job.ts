/**
 * Writes dashboard_days: every finished retreat day from the first record on, and again each day
 * a change has marked stale since (day-triggers.ts) or that an older version of the code wrote.
 * Runs through the scheduler — once across API instances — every DASHBOARD_DAYS_EVERY_MS, and
 * catches up from wherever it stopped: days missed while the API was down are written at the
 * first run after boot. Until a day is written (or while it is stale) the dashboard computes it
 * from the records, so the figures never wait for this job; it only makes them fast.
 */
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays, daysOf, type CalendarDate, type DayRange } from '@lakeside/contracts';
import { Between, type DataSource } from 'typeorm';
import { JobScheduler } from '../../common/scheduler/job-scheduler.js';
import { retreatToday } from '../../common/time/retreat-clock.js';
import { runWriteTransaction } from '../../database/write-transaction.js';
import { computeRange, RangeFigures } from '../range-figures.js';
import { DashboardDay } from './dashboard-day.entity.js';
import { DAY_TRIGGER_NAMES, listDayTriggersSql } from './day-triggers.js';
import { firstRecordDay } from './first-record-day.js';
import { STORED_DAY_VERSION, storedDay } from './stored-day-figures.js';
import { runsOf } from './stored-days.js';

export const DASHBOARD_DAYS_EVERY_MS = 15 * 60_000;
/**
 * Days computed per transaction: short enough that the API keeps answering between them (on
 * SQLite a batch runs in one go), long enough that three years take a few hundred queries.
 */
const DAYS_PER_BATCH = 14;

@Injectable()
export class DashboardDaysJob implements OnModuleInit {
  private readonly logger = new Logger('DashboardDays');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scheduler: JobScheduler,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'dashboard-days',
      everyMs: DASHBOARD_DAYS_EVERY_MS,
      run: async (_lastRunAt, now) => {
        const written = await this.catchUp(now);
        if (written) this.logger.log(`Dashboard figures stored for ${written} day(s)`);
      },
    });
  }

  /** Writes every finished day missing, stale or of an older version; the number of days written. */
  async catchUp(now = new Date()): Promise<number> {
    if (!(await this.triggersInPlace())) return 0;
    const days = await this.daysToWrite(addDays(retreatToday(now), -1));
    for (const batch of runsOf(days, DAYS_PER_BATCH)) {
      // SQLite answers at once: yield between batches so a catch-up over years never keeps the API deaf.
      await yieldToRequests();
      await this.write(batch, now);
    }
    return days.length;
  }

  /** Computes the days of `batch` from the records and stores them, fresh. */
  async write(batch: DayRange, now = new Date()): Promise<void> {
    await runWriteTransaction(this.dataSource, async (manager) => {
      // Rows first: on MySQL their locks make a concurrent change to these days wait until this
      // commits, and its trigger then marks the day stale again (on SQLite writes queue anyway).
      // So the figures below see every change made before, and none made after goes unnoticed.
      await manager.update(DashboardDay, { day: Between(batch.from, batch.to) }, { computedAt: now });
      const present = new Set(
        (
          await manager.find(DashboardDay, { select: { day: true }, where: { day: Between(batch.from, batch.to) } })
        ).map((row) => String(row.day).slice(0, 10)),
      );
      const placeholder = { stale: true, version: STORED_DAY_VERSION, computedAt: now };
      const missing = daysOf(batch).filter((day) => !present.has(day));
      if (missing.length)
        await manager.insert(
          DashboardDay,
          missing.map((day) => ({ day, figures: EMPTY, ...placeholder })),
        );
      const figures = new RangeFigures();
      await computeRange(manager, batch, figures);
      for (const day of daysOf(batch))
        await manager.update(
          DashboardDay,
          { day },
          { stale: false, version: STORED_DAY_VERSION, figures: storedDay(figures, day), computedAt: now },
        );
    });
  }

  /** Finished days from the first record on that are not stored, and stored days not fresh. */
  private async daysToWrite(lastFinished: CalendarDate): Promise<CalendarDate[]> {
    const rows = await this.dataSource
      .getRepository(DashboardDay)
      .find({ select: { day: true, stale: true, version: true }, order: { day: 'ASC' } });
    const fresh = new Set(
      rows.filter((row) => !row.stale && row.version === STORED_DAY_VERSION).map((row) => String(row.day).slice(0, 10)),
    );
    const todo = new Set(rows.map((row) => String(row.day).slice(0, 10)).filter((day) => !fresh.has(day)));
    const first = await firstRecordDay(this.dataSource.manager);
    if (first && first <= lastFinished)
      for (const day of daysOf({ from: first, to: lastFinished })) if (!fresh.has(day)) todo.add(day);
    return [...todo].sort();
  }

  /**
   * A stored day is only right while every trigger marks its changes: if one is missing (SQLite
   * drops a table's triggers when a migration rebuilds it), the stored days are removed and none
   * is written, so the dashboard reads the records, until a migration creates the triggers again.
   */
  private async triggersInPlace(): Promise<boolean> {
    const dialect = this.dataSource.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
    const rows = await this.dataSource.query<{ name: string }[]>(listDayTriggersSql(dialect));
    const present = new Set(rows.map((row) => row.name));
    const missing = DAY_TRIGGER_NAMES.filter((name) => !present.has(name));
    if (!missing.length) return true;
    this.logger.error(`Dashboard days not stored: triggers missing (${missing.join(', ')}); figures are computed live`);
    await this.dataSource.getRepository(DashboardDay).clear();
    return false;
  }
}

const EMPTY = { amounts: [], nightsSold: 0, paidOrders: 0, hours: [], dishes: [] };
