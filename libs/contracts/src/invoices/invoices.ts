/**
 * Invoices: what staff issue for a room stay or a paid restaurant order, and the credit note
 * that voids one. Numbers are given on issue, one gapless series per kind and year (the API's
 * invoice-numbers.ts); amounts are derived from the lines and the taxes the sale stored.
 */
import { z } from 'zod';
import { LANGUAGES } from '../enums/community.js';
import { INVOICE_STATUSES } from '../enums/finance.js';

/** An invoice bills a sale; a credit note reverses an issued invoice whole. */
export const INVOICE_TYPES = ['invoice', 'credit_note'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/**
 * The buyer's tax id on a Guatemalan invoice. "CF" (consumidor final) is what a buyer without
 * a NIT is written as, and what an invoice says when none was given.
 */
export const CONSUMIDOR_FINAL = 'CF';
/** The buyer's name on an invoice to CF when the sale has none (a table order may leave it out). */
export const CONSUMIDOR_FINAL_NAME = 'Consumidor Final';

/** A NIT: digits with an optional check digit after a dash (which may be K), or CF. */
export const NIT_PATTERN = /^(?:CF|\d{1,12}-?[\dK])$/;

/** Who may issue, read, mail and void invoices. */
export const INVOICE_ACCESS = ['admin', 'manager'] as const;

/** The first letters of a credit note's number: "NC-2026-000004" (nota de crédito). */
export const CREDIT_NOTE_PREFIX = 'NC-';

/** "2026-000123" for the 123rd invoice of 2026; a credit note's number carries its prefix. */
export function invoiceNumberOf(type: InvoiceType, year: number, sequence: number): string {
  const number = `${year}-${String(sequence).padStart(6, '0')}`;
  return type === 'credit_note' ? `${CREDIT_NOTE_PREFIX}${number}` : number;
}

const buyerFields = {
  /** Who the invoice is made out to; the guest's name when left out. */
  buyerName: z.string().trim().min(1).max(100).optional(),
  /** The buyer's NIT; CF (consumidor final) when left out. */
  buyerNit: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(NIT_PATTERN, 'Enter a NIT such as 1234567-8, or CF'))
    .optional(),
  /** The PDF's and the mail's language; the guest's (a stay's booking language, English for an order) when left out. */
  language: z.enum(LANGUAGES).optional(),
};

/** POST /api/invoices: a draft for a room stay (by its reference) or a paid order (by its number). */
export const createInvoiceSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('room'), reference: z.string().trim().min(1).max(20), ...buyerFields }),
  z.object({ source: z.literal('restaurant'), orderNumber: z.string().trim().min(1).max(20), ...buyerFields }),
]);
export type CreateInvoiceRequest = z.infer<typeof createInvoiceSchema>;

/** POST /api/invoices/:id/mail: to the e-mail the invoice names, or to this one. */
export const mailInvoiceSchema = z.object({ email: z.email().max(255).optional() });
export type MailInvoiceRequest = z.infer<typeof mailInvoiceSchema>;

/** GET /api/invoices: newest first, a page at a time, optionally of one status. */
export const invoiceListQuerySchema = z.object({
  status: z.enum(INVOICE_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** Invoices listed per page. */
export const INVOICE_PAGE_SIZE = 50;
