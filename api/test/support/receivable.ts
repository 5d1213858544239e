/**
 * The receivable's two sides: what the ledger's receivable account holds (debits less credits,
 * summed by the database) and what should be owed — meals charged to rooms not yet paid, plus
 * invoices issued on credit and not yet paid (docs/decisions/0019-folio-and-revenue.md).
 */
import { DEFAULT_POSTING_ACCOUNTS, fromCents } from '@lakeside/contracts';
import type { TestApp } from './test-app.js';

export async function receivableBalance(t: TestApp): Promise<string> {
  const [row] = await t.dataSource.query<{ cents: number | string | null }[]>(
    `SELECT SUM(ROUND(l.debitAmount * 100)) - SUM(ROUND(l.creditAmount * 100)) AS cents
       FROM journal_entry_lines l JOIN chart_of_accounts a ON a.id = l.accountId
      WHERE a.accountCode = ?`,
    [DEFAULT_POSTING_ACCOUNTS.receivable],
  );
  return fromCents(Number(row?.cents ?? 0));
}

export async function receivableOwed(t: TestApp): Promise<string> {
  const [meals] = await t.dataSource.query<{ cents: number | string | null }[]>(
    'SELECT SUM(ROUND(quetzales * 100)) AS cents FROM folio_charges WHERE settledByPaymentId IS NULL',
  );
  return fromCents(Number(meals?.cents ?? 0));
}
