/** Invoices as their reply contracts read them; a draft's provisional number is never shown. */
import { CONSUMIDOR_FINAL, type InvoiceReply, type InvoiceSummaryReply } from '@lakeside/contracts';
import type { InvoiceLineItem } from './invoice-line-item.entity.js';
import type { Invoice } from './invoice.entity.js';

export function toInvoiceSummary(invoice: Invoice): InvoiceSummaryReply {
  return {
    id: invoice.id,
    type: invoice.invoiceType ?? 'invoice',
    number: invoice.status === 'draft' ? null : invoice.invoiceNumber,
    status: invoice.status,
    source: invoice.bookingType,
    sourceReference: invoice.sourceReference,
    buyerName: invoice.guestName,
    buyerNit: invoice.buyerNit ?? CONSUMIDOR_FINAL,
    issueDate: invoice.issueDate,
    currency: invoice.currency,
    totalAmount: invoice.totalAmount,
  };
}

export function toInvoiceReply(
  invoice: Invoice,
  lines: readonly InvoiceLineItem[],
  related: { creditNote: Invoice | null; credited: Invoice | null },
): InvoiceReply {
  return {
    ...toInvoiceSummary(invoice),
    email: invoice.guestEmail,
    language: invoice.language === 'es' ? 'es' : 'en',
    issuedAt: invoice.issuedAt?.toISOString() ?? null,
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
    })),
    taxes: invoice.taxes ?? [],
    subtotal: invoice.subtotal,
    taxIncluded: invoice.taxIncluded ?? '0.00',
    taxAdded: invoice.taxAdded ?? '0.00',
    paymentMethod: invoice.paymentMethod,
    paymentDate: invoice.paymentDate,
    creditedInvoiceId: invoice.creditedInvoiceId,
    creditNoteId: related.creditNote?.id ?? null,
    relatedNumber: (related.credited ?? related.creditNote)?.invoiceNumber ?? null,
  };
}
