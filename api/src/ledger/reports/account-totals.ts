/**
 * Every report starts here: each account's debits and credits over a span of retreat days,
 * summed by the database in whole centavos (SQLite sums DECIMAL as floating point; a sum of
 * integers stays exact), joined to the chart of accounts.
 */
import { fromCents, type AccountType, type CalendarDate, type MoneyString } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { Account } from '../../finance/account.entity.js';
import { JournalEntryLine } from '../../finance/journal-entry-line.entity.js';

export interface AccountTotal {
  accountId: number;
  accountCode: string;
  accountName: string;
  accountType: AccountType;
  debitCents: number;
  creditCents: number;
}

/** Asset and expense accounts grow by debits; liabilities, equity and revenue by credits. */
export const DEBIT_NORMAL: ReadonlySet<AccountType> = new Set(['asset', 'expense']);

/** The account's balance on its natural side, in centavos. */
export const naturalCents = (total: AccountTotal): number =>
  DEBIT_NORMAL.has(total.accountType) ? total.debitCents - total.creditCents : total.creditCents - total.debitCents;

export const money = (cents: number): MoneyString => fromCents(cents);

/** Debits and credits per account of the entries dated from `from` (inclusive, or ever) to `to` (inclusive). */
export async function accountTotals(
  manager: EntityManager,
  span: { from: CalendarDate | null; to: CalendarDate; accountId?: number },
): Promise<AccountTotal[]> {
  const query = manager
    .getRepository(JournalEntryLine)
    .createQueryBuilder('line')
    .innerJoin('line.journalEntry', 'entry')
    .select('line.accountId', 'accountId')
    .addSelect('SUM(ROUND(line.debitAmount * 100))', 'debit')
    .addSelect('SUM(ROUND(line.creditAmount * 100))', 'credit')
    .where('entry.entryDate <= :to', { to: span.to })
    .groupBy('line.accountId');
  if (span.from) query.andWhere('entry.entryDate >= :from', { from: span.from });
  if (span.accountId) query.andWhere('line.accountId = :accountId', { accountId: span.accountId });
  const sums = await query.getRawMany<{
    accountId: number | string;
    debit: number | string;
    credit: number | string;
  }>();
  const accounts = new Map((await manager.find(Account)).map((account) => [account.id, account]));
  return sums
    .map((sum) => {
      const account = accounts.get(Number(sum.accountId))!;
      return {
        accountId: account.id,
        accountCode: account.accountCode,
        accountName: account.accountName,
        accountType: account.accountType,
        debitCents: Number(sum.debit),
        creditCents: Number(sum.credit),
      };
    })
    .sort((a, b) => a.accountCode.localeCompare(b.accountCode));
}
