/**
 * What a bookkeeper does by hand: a manual entry (balanced, in an open month, on active
 * accounts), the reversal of a posted entry (its lines mirrored, once), and reading an entry or
 * an account's lines for the drill-down. Posted entries are never edited or deleted.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  addDays,
  fromCents,
  LEDGER_MESSAGES,
  type AccountLedgerReply,
  type CalendarDate,
  type JournalEntryReply,
  type LedgerAccountsReply,
  type ManualEntryRequest,
  type ReverseEntryRequest,
} from '@lakeside/contracts';
import { In, type DataSource } from 'typeorm';
import { recordAudit } from '../admin/audit/audit-trail.js';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { CommonError } from '../common/errors/app-error.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { Account } from '../finance/account.entity.js';
import { JournalEntry } from '../finance/journal-entry.entity.js';
import { JournalEntryLine } from '../finance/journal-entry-line.entity.js';
import { LedgerError } from './ledger-errors.js';
import { postEntry, postedEntry } from './ledger-writer.js';
import { postReversal } from './reversal.js';
import { toJournalEntryReply } from './journal-view.js';
import { accountTotals } from './reports/account-totals.js';

/** Lines an account's drill-down lists at most; a longer period is narrowed by dates. */
export const ACCOUNT_LINES_LIMIT = 2_000;

@Injectable()
export class JournalService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async postManual(request: ManualEntryRequest, staff: AdminUser): Promise<JournalEntryReply> {
    const id = await runWriteTransaction(this.dataSource, async (manager) => {
      const ids = request.lines.map((line) => line.accountId);
      const active = new Set(
        (await manager.find(Account, { where: { id: In(ids), isActive: true } })).map((account) => account.id),
      );
      const errors = request.lines.flatMap((line, index) =>
        active.has(line.accountId)
          ? []
          : [{ field: `lines.${index}.accountId`, message: LEDGER_MESSAGES.accountInactive }],
      );
      if (errors.length > 0) throw new CommonError('common.validationFailed', { errors });
      const entry = await postEntry(manager, {
        sourceType: 'manual',
        sourceId: null,
        kind: 'manual',
        date: request.entryDate,
        description: request.description,
        referenceNumber: request.referenceNumber,
        origin: 'manual',
        createdBy: staff.id,
        lines: request.lines.map((line) => ({
          account: { id: line.accountId },
          side: line.debit && line.debit !== '0.00' ? ('debit' as const) : ('credit' as const),
          amount: line.debit && line.debit !== '0.00' ? line.debit : (line.credit ?? '0.00'),
          currency: line.currency,
          description: line.description,
        })),
      });
      if (typeof entry === 'string') throw new Error(`A manual entry was not posted: ${entry}`);
      await recordAudit(manager, staff, {
        action: 'create',
        resource: 'journal-entries',
        recordId: entry.id,
        changes: { after: { ...request } },
      });
      return entry.id;
    });
    return this.entry(id);
  }

  /** Posts the mirror of entry `id` (debits become credits) on `entryDate` or today; once per entry. */
  async reverse(
    id: number,
    request: ReverseEntryRequest,
    staff: AdminUser,
    now = new Date(),
  ): Promise<JournalEntryReply> {
    const reversalId = await runWriteTransaction(this.dataSource, async (manager) => {
      const original = await manager.findOne(JournalEntry, { where: { id }, relations: { lines: true } });
      if (!original) throw new LedgerError('ledger.entryNotFound');
      if (await postedEntry(manager, { sourceType: 'journal_entry', sourceId: id, kind: 'reversal' }))
        throw new LedgerError('ledger.alreadyReversed');
      const reversal = await postReversal(manager, original, {
        date: request.entryDate ?? retreatToday(now),
        description: `Reversal of entry ${id}: ${request.reason}`,
        origin: 'manual',
        createdBy: staff.id,
      });
      if (typeof reversal === 'string') throw new LedgerError('ledger.alreadyReversed');
      await recordAudit(manager, staff, {
        action: 'create',
        resource: 'journal-entries',
        recordId: reversal.id,
        changes: { after: { reverses: id, reason: request.reason } },
      });
      return reversal.id;
    });
    return this.entry(reversalId);
  }

  async entry(id: number): Promise<JournalEntryReply> {
    const manager = this.dataSource.manager;
    const entry = await manager.findOne(JournalEntry, { where: { id }, relations: { lines: { account: true } } });
    if (!entry) throw new LedgerError('ledger.entryNotFound');
    const reversal = await postedEntry(manager, { sourceType: 'journal_entry', sourceId: id, kind: 'reversal' });
    return toJournalEntryReply(entry, reversal?.id ?? null);
  }

  /** An account's lines from `from` to `to`, oldest first, with the running balance (debits − credits). */
  async accountLedger(accountId: number, from: CalendarDate, to: CalendarDate): Promise<AccountLedgerReply> {
    const manager = this.dataSource.manager;
    const account = await manager.findOneBy(Account, { id: accountId });
    if (!account) throw new CommonError('common.notFound');
    const [before] = await accountTotals(manager, { from: null, to: addDays(from, -1), accountId });
    let balance = before ? before.debitCents - before.creditCents : 0;
    const opening = balance;
    const lines = await manager
      .getRepository(JournalEntryLine)
      .createQueryBuilder('line')
      .innerJoinAndSelect('line.journalEntry', 'entry')
      .where('line.accountId = :accountId', { accountId })
      .andWhere('entry.entryDate >= :from AND entry.entryDate <= :to', { from, to })
      .orderBy('entry.entryDate', 'ASC')
      .addOrderBy('entry.id', 'ASC')
      .addOrderBy('line.id', 'ASC')
      .take(ACCOUNT_LINES_LIMIT)
      .getMany();
    return {
      from,
      to,
      account: {
        accountId: account.id,
        accountCode: account.accountCode,
        accountName: account.accountName,
        accountType: account.accountType,
      },
      opening: fromCents(opening),
      lines: lines.map((line) => {
        balance += Math.round(Number(line.debitAmount) * 100) - Math.round(Number(line.creditAmount) * 100);
        const entry = line.journalEntry;
        return {
          entryId: entry.id,
          entryDate: entry.entryDate,
          description: entry.description,
          referenceNumber: entry.referenceNumber,
          sourceType: entry.sourceType,
          sourceId: entry.sourceId,
          kind: entry.kind,
          debit: line.debitAmount,
          credit: line.creditAmount,
          balance: fromCents(balance),
        };
      }),
      closing: fromCents(balance),
    };
  }

  async accounts(): Promise<LedgerAccountsReply> {
    const accounts = await this.dataSource.manager.find(Account, { order: { accountCode: 'ASC' } });
    return accounts.map((account) => ({
      accountId: account.id,
      accountCode: account.accountCode,
      accountName: account.accountName,
      accountType: account.accountType,
      isActive: account.isActive,
    }));
  }
}
