/** Reading the ledger behind the API in tests: an event's entries with their lines, and the whole ledger's balance. */
import { expect } from 'vitest';
import { ledgerImbalanceCents, type JournalSourceType } from '@lakeside/contracts';
import { JournalEntry } from '../../src/finance/journal-entry.entity.js';
import { JournalEntryLine } from '../../src/finance/journal-entry-line.entity.js';
import type { TestApp } from './test-app.js';

export interface PostedLine {
  account: string;
  debit: string;
  credit: string;
  currency: string | null;
  currencyAmount: string | null;
  exchangeRate: string | null;
}

/** The entries `sourceType`/`sourceId` posted, oldest first, each with its lines by account code. */
export async function entriesOf(
  t: TestApp,
  sourceType: JournalSourceType,
  sourceId: number,
): Promise<(JournalEntry & { posted: PostedLine[] })[]> {
  const entries = await t.dataSource.getRepository(JournalEntry).find({
    where: { sourceType, sourceId },
    order: { id: 'ASC' },
    relations: { lines: { account: true } },
  });
  return entries.map((entry) => Object.assign(entry, { posted: postedLines(entry.lines) }));
}

function postedLines(lines: readonly JournalEntryLine[]): PostedLine[] {
  return [...lines]
    .sort((a, b) => a.id - b.id)
    .map((line) => ({
      account: line.account.accountCode,
      debit: line.debitAmount,
      credit: line.creditAmount,
      currency: line.currency,
      currencyAmount: line.currencyAmount,
      exchangeRate: line.exchangeRate,
    }));
}

/** Checks an entry as every posted one must be: debits = credits (in quetzales), and its total is their sum. */
export function expectBalanced(entry: JournalEntry & { posted: PostedLine[] }): void {
  expect(ledgerImbalanceCents(entry.posted)).toBe(0);
  expect(entry.isBalanced).toBe(true);
  const debits = entry.posted.reduce((sum, line) => sum + Math.round(Number(line.debit) * 100), 0);
  expect(Math.round(Number(entry.totalAmount) * 100)).toBe(debits);
}

/** Debits minus credits over every line of the ledger, in cents, summed by the database. */
export async function ledgerImbalance(t: TestApp): Promise<number> {
  const [row] = await t.dataSource.query<{ cents: number | string | null }[]>(
    'SELECT SUM(ROUND(debitAmount * 100)) - SUM(ROUND(creditAmount * 100)) AS cents FROM journal_entry_lines',
  );
  return Number(row?.cents ?? 0);
}
