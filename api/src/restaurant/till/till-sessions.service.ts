import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  RESTAURANT_TILL,
  tillFigures,
  type CurrentTillReply,
  type TillCloseRequest,
  type TillOpenRequest,
  type TillReportReply,
  type TillSessionReply,
} from '@lakeside/contracts';
import { IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import { recordAudit } from '../../admin/audit/audit-trail.js';
import type { AdminUser } from '../../auth/admin-user.entity.js';
import { isUniqueViolation } from '../../common/errors/database-errors.js';
import { retreatToday } from '../../common/time/retreat-clock.js';
import { postTillDifference } from '../../ledger/postings/till-difference-posting.js';
import { runWriteTransaction } from '../../database/write-transaction.js';
import { toExchangeRateReply } from '../../exchange-rates/exchange-rate-view.js';
import { ExchangeRatesService } from '../../exchange-rates/exchange-rates.service.js';
import { TillError } from './till-errors.js';
import { paymentsOf } from './till-session-payments.js';
import { TillSession } from './till-session.entity.js';
import { toTillSessionReply } from './till-session-view.js';

/** How many past sessions the list shows. */
const LIST_LIMIT = 100;

/**
 * Till sessions: open with the counted float, X report any time, close with the count (the Z
 * report). The close is a money event: the session's figures, its difference and the audit row
 * are written in one transaction, after a conditional UPDATE that closes the session once.
 */
@Injectable()
export class TillSessionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rates: ExchangeRatesService,
  ) {}

  async current(now = new Date()): Promise<CurrentTillReply> {
    const [session, rate] = await Promise.all([
      this.dataSource.manager.findOneBy(TillSession, { openTill: RESTAURANT_TILL }),
      this.rates.inForce(retreatToday(now)),
    ]);
    return {
      session: session && toTillSessionReply(session),
      exchangeRate: rate && toExchangeRateReply(rate),
    };
  }

  async list(): Promise<TillSessionReply[]> {
    const rows = await this.dataSource.manager.find(TillSession, {
      where: { till: RESTAURANT_TILL },
      order: { openedAt: 'DESC', id: 'DESC' },
      take: LIST_LIMIT,
    });
    return rows.map(toTillSessionReply);
  }

  /** 409 till.alreadyOpen when the till has an open session (the unique key decides a race). */
  async open(request: TillOpenRequest, staff: AdminUser, now = new Date()): Promise<TillSessionReply> {
    try {
      const row = await runWriteTransaction(this.dataSource, async (manager) => {
        const { identifiers } = await manager.insert(TillSession, {
          till: RESTAURANT_TILL,
          openTill: RESTAURANT_TILL,
          openedAt: now,
          openedById: staff.id,
          openedByName: staff.username,
          floatGtq: request.floatGtq,
          floatUsd: request.floatUsd,
          openingNote: request.note,
        });
        const session = await manager.findOneByOrFail(TillSession, { id: (identifiers[0] as { id: number }).id });
        await recordAudit(manager, staff, {
          action: 'create',
          resource: 'till-sessions',
          recordId: session.id,
          changes: { after: { till: session.till, float: { Q: session.floatGtq, USD: session.floatUsd } } },
        });
        return session;
      });
      return toTillSessionReply(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new TillError('till.alreadyOpen');
      throw error;
    }
  }

  /** The X report of an open session, the Z report of a closed one. */
  async report(id: number, now = new Date()): Promise<TillReportReply> {
    const session = await this.dataSource.manager.findOneBy(TillSession, { id });
    if (!session) throw new TillError('till.sessionNotFound');
    return this.reportOf(this.dataSource.manager, session, now);
  }

  /**
   * Closes the session with the cash counted and answers its Z report. The UPDATE that closes
   * it comes first: it takes the row's lock, so a payment still joining the session is either
   * counted here or refused (till-session-payments.ts), never lost between the two.
   */
  async close(id: number, request: TillCloseRequest, staff: AdminUser, now = new Date()): Promise<TillReportReply> {
    return runWriteTransaction(this.dataSource, async (manager) => {
      const closed = await manager.update(
        TillSession,
        { id, openTill: Not(IsNull()) },
        {
          openTill: null,
          closedAt: now,
          closedById: staff.id,
          closedByName: staff.username,
          countedGtq: request.countedGtq,
          countedUsd: request.countedUsd,
          closingNote: request.note,
        },
      );
      if (!closed.affected) {
        const exists = await manager.existsBy(TillSession, { id });
        throw new TillError(exists ? 'till.alreadyClosed' : 'till.sessionNotFound');
      }
      const session = await manager.findOneByOrFail(TillSession, { id });
      const report = await this.reportOf(manager, session, now);
      const { Q, USD } = report.cash;
      const frozen = {
        expectedGtq: Q.expected,
        expectedUsd: USD.expected,
        differenceGtq: Q.difference,
        differenceUsd: USD.difference,
      };
      await manager.update(TillSession, { id }, frozen);
      Object.assign(session, frozen);
      await postTillDifference(manager, session, retreatToday(now));
      await recordAudit(manager, staff, {
        action: 'update',
        resource: 'till-sessions',
        recordId: id,
        changes: {
          before: { status: 'open' },
          after: {
            status: 'closed',
            counted: { Q: Q.counted, USD: USD.counted },
            expected: { Q: Q.expected, USD: USD.expected },
            difference: { Q: Q.difference, USD: USD.difference },
            note: request.note,
          },
        },
      });
      return { ...report, session: toTillSessionReply(session) };
    });
  }

  private async reportOf(manager: EntityManager, session: TillSession, now: Date): Promise<TillReportReply> {
    const payments = await paymentsOf(manager, session.id);
    const figures = tillFigures(
      {
        float: { Q: session.floatGtq, USD: session.floatUsd },
        counted:
          session.countedGtq === null || session.countedUsd === null
            ? null
            : { Q: session.countedGtq, USD: session.countedUsd },
      },
      payments,
    );
    return {
      kind: session.closedAt ? 'Z' : 'X',
      generatedAt: now.toISOString(),
      session: toTillSessionReply(session),
      ...figures,
    };
  }
}
