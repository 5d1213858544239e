/**
 * Invoices as the console reads them: the document whole (lines, tax lines, totals derived
 * from them) and the list. Credit notes are invoices of type credit_note with negative amounts.
 */
import { z } from 'zod';
import { INVOICE_STATUSES } from '../enums/finance.js';
import { INVOICE_TYPES } from '../invoices/invoices.js';
import { calendarDateReply, instantReply, moneyReply } from './reply.js';
import { taxLineReply } from './taxes.js';

export const invoiceLineReply = z.object({
  description: z.string(),
  /** Negative on a credit note. */
  quantity: z.number().int(),
  unitPrice: moneyReply,
  lineTotal: moneyReply,
});

export const invoiceSummaryReply = z.object({
  id: z.number().int(),
  type: z.enum(INVOICE_TYPES),
  /** Null while a draft: the number is given on issue. */
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  /** room or restaurant: what the invoice bills. */
  source: z.string().nullable(),
  /** The stay's reference or the order's number. */
  sourceReference: z.string().nullable(),
  buyerName: z.string(),
  buyerNit: z.string(),
  issueDate: calendarDateReply,
  currency: z.string(),
  totalAmount: moneyReply,
});
export type InvoiceSummaryReply = z.infer<typeof invoiceSummaryReply>;

export const invoiceReply = invoiceSummaryReply.extend({
  email: z.string().nullable(),
  /** en | es: the PDF's and the mail's language. */
  language: z.enum(['en', 'es']),
  issuedAt: instantReply.nullable(),
  lines: z.array(invoiceLineReply),
  /** The taxes the sale stored, summed per rule; negative on a credit note. */
  taxes: z.array(taxLineReply),
  /** Sum of the lines. */
  subtotal: moneyReply,
  /** Included in the subtotal. */
  taxIncluded: moneyReply,
  /** Added to the subtotal. */
  taxAdded: moneyReply,
  /** subtotal + taxAdded. */
  totalAmount: moneyReply,
  paymentMethod: z.string().nullable(),
  paymentDate: calendarDateReply.nullable(),
  /** On a credit note: the invoice it voids. */
  creditedInvoiceId: z.number().int().nullable(),
  /** On a voided invoice: its credit note. */
  creditNoteId: z.number().int().nullable(),
  /** The number of the other one: the voided invoice's on a credit note, the credit note's on a void invoice. */
  relatedNumber: z.string().nullable(),
});
export type InvoiceReply = z.infer<typeof invoiceReply>;

export const invoiceListReply = z.object({
  rows: z.array(invoiceSummaryReply),
  total: z.number().int(),
});
export type InvoiceListReply = z.infer<typeof invoiceListReply>;

/** POST /api/invoices/:id/mail: sent false when no mail server took it (it waits in the outbox). */
export const invoiceMailedReply = z.object({ sentTo: z.string(), sent: z.boolean() });
export type InvoiceMailedReply = z.infer<typeof invoiceMailedReply>;
