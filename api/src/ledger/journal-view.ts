import type { Currency, JournalEntryReply } from '@lakeside/contracts';
import type { JournalEntry } from '../finance/journal-entry.entity.js';

/** An entry with its lines (and their accounts) as the console reads it. */
export function toJournalEntryReply(entry: JournalEntry, reversedById: number | null): JournalEntryReply {
  return {
    id: entry.id,
    entryDate: entry.entryDate,
    description: entry.description,
    referenceNumber: entry.referenceNumber,
    sourceType: entry.sourceType,
    sourceId: entry.sourceId,
    kind: entry.kind,
    totalAmount: entry.totalAmount,
    isBalanced: entry.isBalanced,
    reversesEntryId: entry.reversesEntryId,
    reversedById,
    createdAt: entry.createdAt.toISOString(),
    lines: [...entry.lines]
      .sort((a, b) => a.id - b.id)
      .map((line) => {
        const currency: Currency = line.currency ?? 'Q';
        return {
          id: line.id,
          accountId: line.accountId,
          accountCode: line.account.accountCode,
          accountName: line.account.accountName,
          accountType: line.account.accountType,
          debit: line.debitAmount,
          credit: line.creditAmount,
          currency,
          // Lines from before the ledger kept currencies are quetzales.
          currencyAmount: line.currencyAmount ?? (line.debitAmount !== '0.00' ? line.debitAmount : line.creditAmount),
          exchangeRate: line.exchangeRate,
          description: line.description,
        };
      }),
  };
}
