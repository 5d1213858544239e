/**
 * An invoice issued on credit (docs/decisions/0019-folio-and-revenue.md): a stay billed before
 * its nights are paid — a company's bill, settled later by transfer or at the desk. The revenue
 * is recognised at issue (Dr receivable / Cr room revenue and the taxes the stay was sold with,
 * in proportion); the stay's later payment clears the receivable instead of posting revenue
 * again (folio-settlement-lines.ts), and the credit note that voids the invoice reverses this
 * entry. Meals charged to the room are on the receivable already: they are not posted again.
 */
import { addMoney, subtractMoney, type CalendarDate } from '@lakeside/contracts';
import { In, type EntityManager } from 'typeorm';
import { JournalEntry } from '../../finance/journal-entry.entity.js';
import { stayBalance } from '../../folio/folio-balance.js';
import { Invoice } from '../../invoices/invoice.entity.js';
import { RoomBooking } from '../../rooms/room-booking.entity.js';
import { postEntry, type NotPosted } from '../ledger-writer.js';
import { postReversal } from '../reversal.js';
import { proportionalShare } from './proportional-share.js';

export const INVOICE_CREDIT_KIND = 'issued-on-credit';

/** Posts the invoice's revenue at issue when its stay still owes nights; null when nothing is owed on credit. */
export async function postInvoiceOnCredit(
  manager: EntityManager,
  invoice: Invoice,
  date: CalendarDate,
): Promise<JournalEntry | NotPosted | null> {
  if (invoice.bookingType !== 'room' || invoice.bookingId === null) return null;
  const stay = await manager.findOneByOrFail(RoomBooking, { id: invoice.bookingId });
  const { nightsDue } = await stayBalance(manager, stay);
  if (nightsDue === '0.00') return null;
  const taxes = addMoney(stay.taxIncluded ?? '0.00', stay.taxAdded ?? '0.00');
  const tax = proportionalShare(nightsDue, taxes, stay.totalPrice);
  const currency = stay.currency === 'USD' ? 'USD' : 'Q';
  return postEntry(manager, {
    sourceType: 'invoice',
    sourceId: invoice.id,
    kind: INVOICE_CREDIT_KIND,
    date,
    description: `Invoice ${invoice.invoiceNumber} issued on credit: ${stay.reference}`,
    referenceNumber: invoice.invoiceNumber,
    origin: 'automatic',
    lines: [
      { account: 'receivable', side: 'debit', amount: nightsDue, currency },
      { account: 'revenue.room', side: 'credit', amount: subtractMoney(nightsDue, tax), currency },
      { account: 'taxes.payable', side: 'credit', amount: tax, currency },
    ],
  });
}

/** The on-credit entry of a stay's invoices that no credit note has reversed, with its lines. */
export async function openCreditEntry(manager: EntityManager, bookingId: number): Promise<JournalEntry | null> {
  const invoices = await manager.find(Invoice, {
    where: { bookingType: 'room', bookingId, invoiceType: 'invoice' },
    select: { id: true },
  });
  if (invoices.length === 0) return null;
  const entries = await manager.find(JournalEntry, {
    where: { sourceType: 'invoice', kind: INVOICE_CREDIT_KIND, sourceId: In(invoices.map((row) => row.id)) },
    relations: { lines: true },
    order: { id: 'DESC' },
  });
  for (const entry of entries) {
    if (!(await manager.existsBy(JournalEntry, { reversesEntryId: entry.id }))) return entry;
  }
  return null;
}

/** The credit note's half in the ledger: the voided invoice's on-credit entry reversed, if it had one. */
export async function reverseInvoiceOnCredit(
  manager: EntityManager,
  invoice: Invoice,
  creditNote: string,
  date: CalendarDate,
): Promise<void> {
  const entry = await manager.findOne(JournalEntry, {
    where: { sourceType: 'invoice', sourceId: invoice.id, kind: INVOICE_CREDIT_KIND },
    relations: { lines: true },
  });
  if (!entry) return;
  await postReversal(manager, entry, {
    date,
    description: `Credit note ${creditNote} voids invoice ${invoice.invoiceNumber}`,
    origin: 'automatic',
  });
}
