/**
 * The invoices part of the fake API, as api/src/invoices answers: drafts from a few fake sales
 * (a paid stay, a stay still owing, a paid order), issue with a gapless number per year, mark
 * paid from the sale, void by a credit note, PDF and mail. Figures are the contracts' own math
 * (invoiceFigures, reversedFigures), as in the API.
 */
import {
  CONSUMIDOR_FINAL,
  createInvoiceSchema,
  errorBody,
  INVOICE_ACCESS,
  INVOICE_PAGE_SIZE,
  invoiceFigures,
  invoiceNumberOf,
  mailInvoiceSchema,
  reversedFigures,
  toFieldErrors,
  type InvoiceLine,
  type InvoiceReply,
  type InvoiceStatus,
  type StaffRole,
  type TaxLineReply,
} from '@lakeside/contracts';
import { readJson, reply } from './http';
import type { Context, FakeApi } from './server';

export interface FakeSale {
  source: 'room' | 'restaurant';
  reference: string;
  buyerName: string;
  email: string | null;
  currency: string;
  lines: InvoiceLine[];
  taxes: TaxLineReply[];
  payment: { method: string; date: string } | null;
}

export interface FakeInvoices {
  sales: FakeSale[];
  invoices: InvoiceReply[];
  counters: Map<string, number>;
  /** Mails asked for: to whom, of which invoice. */
  mails: Array<{ invoiceId: number; to: string }>;
}

const stores = new WeakMap<FakeApi, FakeInvoices>();
const today = () => new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10);

/** A paid stay (two nights at $65, IVA included, the tourism tax added), a desk stay still owing, a paid order. */
export function invoicesOf(api: FakeApi): FakeInvoices {
  let store = stores.get(api);
  if (!store) {
    store = {
      sales: [
        {
          source: 'room',
          reference: 'R-4K7M-Q2XP',
          buyerName: 'Emma Schmidt',
          email: 'emma@example.com',
          currency: 'USD',
          lines: [
            { description: 'Lakefront Lower Room, 2026-12-01 – 2026-12-03 (nights)', quantity: 2, unitPrice: '65.00' },
          ],
          taxes: [
            { name: 'IVA', rate: '12.00', included: true, amount: '13.93' },
            { name: 'Tourism tax (INGUAT)', rate: '10.00', included: false, amount: '11.61' },
          ],
          payment: { method: 'paypal', date: '2026-11-20' },
        },
        {
          source: 'room',
          reference: 'R-DESK-7Q2P',
          buyerName: 'Walk-in Guest',
          email: 'walkin@example.com',
          currency: 'USD',
          lines: [
            { description: 'Garden Cottage, 2026-12-10 – 2026-12-12 (nights)', quantity: 2, unitPrice: '100.00' },
          ],
          taxes: [{ name: 'IVA', rate: '12.00', included: true, amount: '21.43' }],
          payment: null,
        },
        {
          source: 'restaurant',
          reference: 'R-0142',
          buyerName: 'Ana López',
          email: null,
          currency: 'Q',
          lines: [{ description: 'Atitlán Coffee', quantity: 2, unitPrice: '18.00' }],
          taxes: [{ name: 'IVA', rate: '12.00', included: true, amount: '3.86' }],
          payment: { method: 'card', date: '2026-11-24' },
        },
      ],
      invoices: [],
      counters: new Map(),
      mails: [],
    };
    stores.set(api, store);
  }
  return store;
}

function nextNumber(store: FakeInvoices, type: 'invoice' | 'credit_note'): string {
  const year = Number(today().slice(0, 4));
  const key = `${type}-${year}`;
  const next = (store.counters.get(key) ?? 0) + 1;
  store.counters.set(key, next);
  return invoiceNumberOf(type, year, next);
}

const FAKE_PDF = Buffer.from('%PDF-1.4\n% fake invoice for the console tests\n%%EOF\n');

export async function handleInvoices(context: Context): Promise<void> {
  const { api, request, response, url, staff } = context;
  if (!staff) return reply(response, 401, errorBody('common.signInRequired'));
  if (!(INVOICE_ACCESS as readonly StaffRole[]).includes(staff.role))
    return reply(response, 403, errorBody('common.forbidden'));
  const store = invoicesOf(api);
  const path = url.pathname;
  const method = request.method ?? 'GET';
  const wrongStatus = (invoice: InvoiceReply) =>
    reply(response, 409, errorBody('invoices.wrongStatus', { params: { status: invoice.status } }));

  if (method === 'GET' && path === '/api/invoices') {
    const status = url.searchParams.get('status');
    const rows = store.invoices.filter((invoice) => !status || invoice.status === status).reverse();
    return reply(response, 200, { rows: rows.slice(0, INVOICE_PAGE_SIZE), total: rows.length });
  }
  if (method === 'POST' && path === '/api/invoices') {
    const parsed = createInvoiceSchema.safeParse(await readJson(request));
    if (!parsed.success) {
      return reply(response, 400, errorBody('common.validationFailed', { errors: toFieldErrors(parsed.error) }));
    }
    const asked = parsed.data.source === 'room' ? parsed.data.reference : parsed.data.orderNumber;
    const sale = store.sales.find(
      (candidate) => candidate.source === parsed.data.source && candidate.reference === asked,
    );
    if (!sale) return reply(response, 404, errorBody('invoices.sourceNotFound'));
    const other = store.invoices.find(
      (invoice) =>
        invoice.sourceReference === sale.reference && invoice.type === 'invoice' && invoice.status !== 'void',
    );
    if (other) {
      const number = other.number ?? `(draft ${other.id})`;
      return reply(response, 409, errorBody('invoices.alreadyInvoiced', { params: { number } }));
    }
    const invoice: InvoiceReply = {
      id: store.invoices.length + 1,
      type: 'invoice',
      number: null,
      status: 'draft',
      source: sale.source,
      sourceReference: sale.reference,
      buyerName: parsed.data.buyerName ?? sale.buyerName,
      buyerNit: parsed.data.buyerNit ?? CONSUMIDOR_FINAL,
      issueDate: today(),
      currency: sale.currency,
      email: sale.email,
      language: parsed.data.language ?? 'en',
      issuedAt: null,
      ...invoiceFigures(sale.lines, sale.taxes),
      paymentMethod: null,
      paymentDate: null,
      creditedInvoiceId: null,
      creditNoteId: null,
      relatedNumber: null,
    };
    store.invoices.push(invoice);
    return reply(response, 201, invoice);
  }

  const match = /^\/api\/invoices\/(\d+)(?:\/(issue|paid|void|pdf|mail))?$/.exec(path);
  const invoice = match ? store.invoices.find((candidate) => candidate.id === Number(match[1])) : undefined;
  if (!match || !invoice) return reply(response, 404, errorBody('invoices.notFound'));
  const action = match[2];
  const sale = store.sales.find((candidate) => candidate.reference === invoice.sourceReference);

  if (method === 'GET' && !action) return reply(response, 200, invoice);
  if (method === 'DELETE' && !action) {
    if (invoice.status !== 'draft') return wrongStatus(invoice);
    store.invoices.splice(store.invoices.indexOf(invoice), 1);
    return reply(response, 204);
  }
  if (method === 'GET' && action === 'pdf') {
    response.writeHead(200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoice.number ?? `draft-${invoice.id}`}.pdf"`,
    });
    return void response.end(FAKE_PDF);
  }
  if (method !== 'POST') return reply(response, 404, errorBody('common.notFound'));
  if (action === 'issue') {
    if (invoice.status !== 'draft') return wrongStatus(invoice);
    Object.assign(invoice, {
      number: nextNumber(store, 'invoice'),
      issueDate: today(),
      issuedAt: new Date().toISOString(),
      status: sale?.payment ? 'paid' : 'issued',
      paymentMethod: sale?.payment?.method ?? null,
      paymentDate: sale?.payment?.date ?? null,
    } satisfies Partial<InvoiceReply>);
    return reply(response, 200, invoice);
  }
  if (action === 'paid') {
    if (invoice.status !== 'issued') return wrongStatus(invoice);
    if (!sale?.payment) return reply(response, 409, errorBody('invoices.sourceUnpaid'));
    Object.assign(invoice, { status: 'paid', paymentMethod: sale.payment.method, paymentDate: sale.payment.date });
    return reply(response, 200, invoice);
  }
  if (action === 'void') {
    if (invoice.status !== 'issued' && invoice.status !== 'paid') return wrongStatus(invoice);
    const note: InvoiceReply = {
      ...invoice,
      id: store.invoices.length + 1,
      type: 'credit_note',
      number: nextNumber(store, 'credit_note'),
      status: 'issued' satisfies InvoiceStatus,
      issueDate: today(),
      issuedAt: new Date().toISOString(),
      ...reversedFigures(invoice.lines, invoice.taxes),
      paymentMethod: null,
      paymentDate: null,
      creditedInvoiceId: invoice.id,
      creditNoteId: null,
      relatedNumber: invoice.number,
    };
    store.invoices.push(note);
    Object.assign(invoice, { status: 'void', creditNoteId: note.id, relatedNumber: note.number });
    return reply(response, 200, note);
  }
  if (action === 'mail') {
    const parsed = mailInvoiceSchema.safeParse(await readJson(request));
    if (!parsed.success) {
      return reply(response, 400, errorBody('common.validationFailed', { errors: toFieldErrors(parsed.error) }));
    }
    const to = parsed.data.email ?? invoice.email;
    if (!to) return reply(response, 409, errorBody('invoices.noEmail'));
    store.mails.push({ invoiceId: invoice.id, to });
    return reply(response, 200, { sentTo: to, sent: true });
  }
  return reply(response, 404, errorBody('common.notFound'));
}
