/**
 * The receivable's two sides: what the ledger's receivable account holds (debits less credits,
 * summed by the database) and what should be owed — meals charged to rooms not yet paid, plus
 * invoices issued on credit and not yet paid (docs/decisions/0019-folio-and-revenue.md).
 */
import { DEFAULT_POSTING_ACCOUNTS, fromCents, toCents } from '@lakeside/contracts';
import { JournalEntry } from '../../src/finance/journal-entry.entity.js';
import { stayBalance } from '../../src/folio/folio-balance.js';
import { Invoice } from '../../src/invoices/invoice.entity.js';
import { INVOICE_CREDIT_KIND } from '../../src/ledger/postings/invoice-credit-posting.js';
import { RoomBooking } from '../../src/rooms/room-booking.entity.js';
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
  return fromCents(Number(meals?.cents ?? 0) + (await creditInvoicesOwed(t)));
}

/** In cents: the receivable debits of invoices issued on credit, not reversed, whose stay still owes its nights. */
async function creditInvoicesOwed(t: TestApp): Promise<number> {
  const manager = t.dataSource.manager;
  const entries = await manager.find(JournalEntry, {
    where: { sourceType: 'invoice', kind: INVOICE_CREDIT_KIND },
    relations: { lines: true },
  });
  let cents = 0;
  for (const entry of entries) {
    if (await manager.existsBy(JournalEntry, { reversesEntryId: entry.id })) continue;
    const invoice = await manager.findOneByOrFail(Invoice, { id: entry.sourceId! });
    const stay = await manager.findOneByOrFail(RoomBooking, { id: invoice.bookingId! });
    if ((await stayBalance(manager, stay)).nightsDue === '0.00') continue;
    cents += toCents(entry.lines.find((line) => line.debitAmount !== '0.00')!.debitAmount);
  }
  return cents;
}
