/**
 * Closing a month: one row in ledger_periods under a unique key (two closes make one row and a
 * 409), only once the month is over at the retreat. From then on nothing posts into it
 * (ledger-writer.ts): manual entries are refused, money events post on the next open day.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ClosePeriodRequest, LedgerPeriodReply } from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import { recordAudit } from '../admin/audit/audit-trail.js';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { LedgerError } from './ledger-errors.js';
import { LedgerPeriod } from './ledger-period.entity.js';

const toReply = (period: LedgerPeriod): LedgerPeriodReply => ({
  month: period.month,
  closedAt: period.closedAt.toISOString(),
  closedByName: period.closedByName,
});

@Injectable()
export class LedgerPeriodsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(): Promise<LedgerPeriodReply[]> {
    const periods = await this.dataSource.manager.find(LedgerPeriod, { order: { month: 'DESC' } });
    return periods.map(toReply);
  }

  async close({ month }: ClosePeriodRequest, staff: AdminUser, now = new Date()): Promise<LedgerPeriodReply> {
    if (month >= retreatToday(now).slice(0, 7)) throw new LedgerError('ledger.periodNotOver', { params: { month } });
    try {
      const period = await runWriteTransaction(this.dataSource, async (manager) => {
        const { identifiers } = await manager.insert(LedgerPeriod, {
          month,
          closedById: staff.id,
          closedByName: staff.username,
        });
        const id = (identifiers[0] as { id: number }).id;
        await recordAudit(manager, staff, {
          action: 'create',
          resource: 'ledger-periods',
          recordId: id,
          changes: { after: { month } },
        });
        return manager.findOneByOrFail(LedgerPeriod, { id });
      });
      return toReply(period);
    } catch (error) {
      if (isUniqueViolation(error)) throw new LedgerError('ledger.periodAlreadyClosed', { params: { month } });
      throw error;
    }
  }
}
