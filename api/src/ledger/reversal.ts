import type { CalendarDate } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import type { JournalEntry } from '../finance/journal-entry.entity.js';
import { postEntry, type NotPosted, type PostingDraft } from './ledger-writer.js';

/**
 * Posts the mirror of `original` (its lines and their relation loaded): each debit becomes a
 * credit in the same currency at the same rate, so the two cancel exactly. Posted once per entry
 * (source 'journal_entry', kind 'reversal').
 */
export function postReversal(
  manager: EntityManager,
  original: JournalEntry,
  options: { date: CalendarDate; description: string; origin: PostingDraft['origin']; createdBy?: number | null },
): Promise<JournalEntry | NotPosted> {
  return postEntry(manager, {
    sourceType: 'journal_entry',
    sourceId: original.id,
    kind: 'reversal',
    ...options,
    referenceNumber: original.referenceNumber,
    rate: original.lines.find((line) => line.exchangeRate !== null)?.exchangeRate ?? null,
    reversesEntryId: original.id,
    lines: original.lines.map((line) => {
      const debit = line.debitAmount !== '0.00';
      return {
        account: { id: line.accountId },
        side: debit ? ('credit' as const) : ('debit' as const),
        amount: line.currencyAmount ?? (debit ? line.debitAmount : line.creditAmount),
        currency: line.currency ?? 'Q',
        description: line.description,
      };
    }),
  });
}
