import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  TILL_MESSAGES,
  type CalendarDate,
  type CurrentExchangeRateReply,
  type ExchangeRateReply,
  type ExchangeRateRequest,
} from '@lakeside/contracts';
import { LessThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import { recordAudit } from '../admin/audit/audit-trail.js';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { fieldError } from '../common/errors/field-error.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { ExchangeRate } from './exchange-rate.entity.js';
import { toExchangeRateReply } from './exchange-rate-view.js';

/** How many rates the history lists: years of daily rates. */
const HISTORY_LIMIT = 1000;

/**
 * The day's US dollar rate: one writer (set) that only ever adds rows, and the reading every
 * dollar payment makes inside its own transaction (inForce), so the rate a payment stores is
 * the one in force when it was taken.
 */
@Injectable()
export class ExchangeRatesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The rate in force on `date`: the newest effective on or before it, the last one set for that day. */
  inForce(date: CalendarDate, manager: EntityManager = this.dataSource.manager): Promise<ExchangeRate | null> {
    return manager.findOne(ExchangeRate, {
      where: { effectiveDate: LessThanOrEqual(date) },
      order: { effectiveDate: 'DESC', id: 'DESC' },
    });
  }

  async current(now = new Date()): Promise<CurrentExchangeRateReply> {
    const date = retreatToday(now);
    const rate = await this.inForce(date);
    return { date, rate: rate && toExchangeRateReply(rate) };
  }

  async history(): Promise<ExchangeRateReply[]> {
    const rows = await this.dataSource.manager.find(ExchangeRate, {
      order: { effectiveDate: 'DESC', id: 'DESC' },
      take: HISTORY_LIMIT,
    });
    return rows.map(toExchangeRateReply);
  }

  /**
   * Adds a rate from `effectiveDate` (today by default). A past day is refused: payments of that
   * day used its rate, and the history must say which. Setting today's rate twice keeps both
   * rows; the later one is in force from then on.
   */
  async set(request: ExchangeRateRequest, staff: AdminUser, now = new Date()): Promise<ExchangeRateReply> {
    const today = retreatToday(now);
    const effectiveDate = request.effectiveDate ?? today;
    if (effectiveDate < today) throw fieldError('effectiveDate', TILL_MESSAGES.rateDateInPast);
    const row = await runWriteTransaction(this.dataSource, async (manager) => {
      const { identifiers } = await manager.insert(ExchangeRate, {
        effectiveDate,
        usdToGtq: request.usdToGtq,
        note: request.note,
        setById: staff.id,
        setByName: staff.username,
      });
      const saved = await manager.findOneByOrFail(ExchangeRate, { id: (identifiers[0] as { id: number }).id });
      await recordAudit(manager, staff, {
        action: 'create',
        resource: 'exchange-rates',
        recordId: saved.id,
        changes: { after: { effectiveDate, usdToGtq: saved.usdToGtq, note: saved.note } },
      });
      return saved;
    });
    return toExchangeRateReply(row);
  }
}
