/**
 * The one writer of invoices (docs/decisions/0018-invoices.md): a draft from a sale, its issue
 * (the year's next number, in the same transaction), its payment read from the sale, and its
 * void by a credit note. Each move is a conditional UPDATE on the status it leaves, so two staff
 * pressing the same button move it once. An invoice of a sale already paid posts nothing (its
 * revenue was posted with the money); one issued on credit posts its revenue to the receivable
 * at issue, and its credit note reverses that entry (docs/decisions/0019-folio-and-revenue.md).
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import {
  invoiceFigures,
  reversedFigures,
  type CreateInvoiceRequest,
  type InvoiceFigures,
  type InvoiceStatus,
  type InvoiceType,
} from '@lakeside/contracts';
import { In, Not, type DataSource, type EntityManager } from 'typeorm';
import { retreatToday } from '../common/time/retreat-clock.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { latestRows } from '../shared-resources/lock-shared-resource.js';
import { InvoiceError } from './invoice-errors.js';
import { InvoiceLineItem } from './invoice-line-item.entity.js';
import { takeInvoiceNumber } from './invoice-numbers.js';
import { currentSource, invoiceSource, type InvoiceSource } from './invoice-sources.js';
import { Invoice } from './invoice.entity.js';
import { postInvoiceOnCredit, reverseInvoiceOnCredit } from '../ledger/postings/invoice-credit-posting.js';

/** A draft's placeholder in the unique, not-null number column: never shown (see the entity). */
const provisionalNumber = () => `draft-${randomBytes(8).toString('hex')}`;

@Injectable()
export class InvoiceWriter {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A draft of the sale's invoice: its lines and taxes as sold; 409 when the sale has one already. */
  createDraft(request: CreateInvoiceRequest, now = new Date()): Promise<number> {
    return runWriteTransaction(this.dataSource, async (manager) => {
      const source = await invoiceSource(manager, request);
      await refuseSecondInvoice(manager, source);
      return insertDraft(manager, source, now);
    });
  }

  /** draft → issued (or paid, when its sale is paid already), with the year's next number. */
  issue(id: number, now = new Date()): Promise<void> {
    return runWriteTransaction(this.dataSource, (manager) => this.issueIn(manager, id, now));
  }

  /**
   * A paid stay's invoice made and issued at once, to CF, for the guest's download; null when the
   * stay is not paid, or already has an invoice (a draft staff are preparing).
   */
  issueForGuest(reference: string, now = new Date()): Promise<number | null> {
    return runWriteTransaction(this.dataSource, async (manager) => {
      const source = await invoiceSource(manager, { source: 'room', reference }).catch(() => null);
      if (!source?.payment || (await openInvoiceOf(manager, source))) return null;
      const id = await insertDraft(manager, source, now);
      await this.issueIn(manager, id, now);
      return id;
    });
  }

  private async issueIn(manager: EntityManager, id: number, now: Date): Promise<void> {
    const invoice = await this.claim(manager, id, ['draft'], 'issued');
    const issueDate = retreatToday(now);
    const number = await takeInvoiceNumber(manager, 'invoice', Number(issueDate.slice(0, 4)));
    const source = await currentSource(manager, invoice.bookingType, invoice.sourceReference);
    if (!source) throw new InvoiceError('invoices.sourceNotInvoiceable');
    // After the number's row lock: a concurrent issue of the same sale has committed or waits.
    await refuseSecondInvoice(manager, source, id);
    await manager.update(Invoice, id, {
      invoiceNumber: number,
      issueDate,
      issuedAt: now,
      ...(source.payment
        ? { status: 'paid', paymentMethod: source.payment.method, paymentDate: source.payment.date }
        : {}),
    });
    // Issued before the stay is paid: its revenue is recognised now, on the receivable (decision 0019).
    if (!source.payment) await postInvoiceOnCredit(manager, await manager.findOneByOrFail(Invoice, { id }), issueDate);
  }

  /** issued → paid, once the sale it bills is paid (read from the sale, never typed). */
  markPaid(id: number): Promise<void> {
    return runWriteTransaction(this.dataSource, async (manager) => {
      const invoice = await this.claim(manager, id, ['issued'], 'paid');
      const source = await currentSource(manager, invoice.bookingType, invoice.sourceReference);
      if (!source?.payment) throw new InvoiceError('invoices.sourceUnpaid');
      await manager.update(Invoice, id, { paymentMethod: source.payment.method, paymentDate: source.payment.date });
    });
  }

  /** issued | paid → void, by a credit note of its own series that reverses every amount. Returns the note's id. */
  void(id: number, now = new Date()): Promise<number> {
    return runWriteTransaction(this.dataSource, async (manager) => {
      const invoice = await this.claim(manager, id, ['issued', 'paid'], 'void');
      const lines = await manager.find(InvoiceLineItem, { where: { invoiceId: id }, order: { id: 'ASC' } });
      const issueDate = retreatToday(now);
      const number = await takeInvoiceNumber(manager, 'credit_note', Number(issueDate.slice(0, 4)));
      // The note voids the document and, for an invoice issued on credit, the revenue it posted.
      await reverseInvoiceOnCredit(manager, invoice, number, issueDate);
      return insertInvoice(manager, {
        type: 'credit_note',
        party: {
          bookingType: invoice.bookingType,
          bookingId: invoice.bookingId,
          sourceReference: invoice.sourceReference,
          buyerName: invoice.guestName,
          buyerNit: invoice.buyerNit,
          email: invoice.guestEmail,
          language: invoice.language,
          currency: invoice.currency,
        },
        figures: reversedFigures(lines, invoice.taxes ?? []),
        number,
        status: 'issued',
        issueDate,
        issuedAt: now,
        creditedInvoiceId: id,
      });
    });
  }

  /** A draft thrown away: it had no number, so no gap is left. */
  discard(id: number): Promise<void> {
    return runWriteTransaction(this.dataSource, async (manager) => {
      await this.claim(manager, id, ['draft'], 'draft');
      await manager.delete(Invoice, { id, status: 'draft' });
    });
  }

  /** Moves the invoice from one of `from` to `to` by a conditional UPDATE; 404 or 409 otherwise. */
  private async claim(manager: EntityManager, id: number, from: InvoiceStatus[], to: InvoiceStatus): Promise<Invoice> {
    const { affected } = await manager.update(Invoice, { id, status: In(from) }, { status: to });
    const invoice = await manager.findOneBy(Invoice, { id });
    if (!invoice) throw new InvoiceError('invoices.notFound');
    if (!affected) throw new InvoiceError('invoices.wrongStatus', { params: { status: invoice.status } });
    return invoice;
  }
}

function insertDraft(manager: EntityManager, source: InvoiceSource, now: Date): Promise<number> {
  return insertInvoice(manager, {
    type: 'invoice',
    party: source,
    figures: invoiceFigures(source.lines, source.taxes),
    number: provisionalNumber(),
    status: 'draft',
    issueDate: retreatToday(now),
    issuedAt: null,
  });
}

/** 409 when the sale already has an invoice that is not void (other than `except`). */
async function refuseSecondInvoice(manager: EntityManager, source: InvoiceSource, except?: number): Promise<void> {
  const other = await openInvoiceOf(manager, source, except);
  if (other) {
    throw new InvoiceError('invoices.alreadyInvoiced', {
      params: { number: other.status === 'draft' ? `(draft ${other.id})` : other.invoiceNumber },
    });
  }
}

/** The sale's invoice that is not void, other than `except`; a locking read on MariaDB (latestRows). */
function openInvoiceOf(manager: EntityManager, source: InvoiceSource, except?: number): Promise<Invoice | null> {
  return manager.findOne(Invoice, {
    where: {
      bookingType: source.bookingType,
      bookingId: source.bookingId,
      invoiceType: 'invoice',
      status: Not('void'),
      ...(except === undefined ? {} : { id: Not(except) }),
    },
    ...latestRows(manager),
  });
}

/** Who and what an invoice is for: its sale's, or on a credit note the voided invoice's. */
type InvoiceParty = Pick<
  Invoice,
  'bookingType' | 'bookingId' | 'sourceReference' | 'buyerNit' | 'language' | 'currency'
> & {
  buyerName: string;
  email: string | null;
};

interface NewInvoice {
  type: InvoiceType;
  party: InvoiceParty;
  figures: InvoiceFigures;
  number: string;
  status: InvoiceStatus;
  issueDate: string;
  issuedAt: Date | null;
  creditedInvoiceId?: number;
}

async function insertInvoice(manager: EntityManager, invoice: NewInvoice): Promise<number> {
  const { party, figures } = invoice;
  const { identifiers } = await manager.insert(Invoice, {
    invoiceNumber: invoice.number,
    invoiceType: invoice.type,
    status: invoice.status,
    bookingType: party.bookingType,
    bookingId: party.bookingId,
    sourceReference: party.sourceReference,
    guestName: party.buyerName,
    guestEmail: party.email,
    buyerNit: party.buyerNit,
    language: party.language,
    currency: party.currency,
    issueDate: invoice.issueDate,
    issuedAt: invoice.issuedAt,
    creditedInvoiceId: invoice.creditedInvoiceId ?? null,
    subtotal: figures.subtotal,
    taxes: figures.taxes,
    taxIncluded: figures.taxIncluded,
    taxAdded: figures.taxAdded,
    taxAmount: figures.taxAmount,
    totalAmount: figures.totalAmount,
  });
  const id = (identifiers[0] as { id: number }).id;
  if (figures.lines.length > 0) {
    await manager.insert(
      InvoiceLineItem,
      figures.lines.map((line) => ({ invoiceId: id, ...line })),
    );
  }
  return id;
}
