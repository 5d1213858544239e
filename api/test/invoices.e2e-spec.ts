/**
 * Invoices (docs/decisions/0018-invoices.md): a paid stay's folio with the lodging taxes it was
 * sold with, a paid order's dishes with their IVA, numbers gapless per year under 50 concurrent
 * issues, a credit note that reverses every amount, the PDF read back with pdftotext, the mail
 * with the PDF attached, and the guest's download from the booking page's link. SQLite and,
 * with DATABASE_URL, MariaDB.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  addMoney,
  invoiceListReply,
  invoiceReply,
  sumMoney,
  type InvoiceReply,
  type OrderReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retreatToday } from '../src/common/time/retreat-clock.js';
import { InvoiceLineItem } from '../src/invoices/invoice-line-item.entity.js';
import { InvoiceNumberCounter } from '../src/invoices/invoice-number-counter.entity.js';
import { Invoice } from '../src/invoices/invoice.entity.js';
import { OrderItem } from '../src/restaurant/order-item.entity.js';
import { TaxRule } from '../src/taxes/tax-rule.entity.js';
import { bookingDraft, daysFromToday } from './support/builders.js';
import { refusal } from './support/expected-errors.js';
import { manageLinkOf } from './support/mail-reading.js';
import { payForStay, startPayPalApp, type PayPalApp } from './support/paypal-app.js';
import { dish, orderBody, readMenu } from './support/restaurant-orders.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import type { TestApp } from './support/test-app.js';
import { openTill } from './support/till.js';

let app: PayPalApp;
let t: TestApp;
let manager: StaffApiClient;
let cashier: StaffApiClient;

beforeAll(async () => {
  app = await startPayPalApp();
  t = app.t;
  manager = await signInAs(t, 'manager', 'bookkeeper');
  cashier = await signInAs(t, 'staff', 'cashier');
  // The 10% tourism tax on lodging, added on top of the IVA-included price: a stay then has both kinds.
  await t.dataSource.getRepository(TaxRule).update({ appliesTo: 'lodging', included: false }, { isActive: true });
  await openTill(cashier);
});
afterAll(() => app?.close());

/** Numbers count per year in the retreat's zone. */
const year = () => Number(retreatToday().slice(0, 4));

async function draft(body: Record<string, unknown>): Promise<InvoiceReply> {
  const { status, body: reply } = await manager.send<InvoiceReply>('POST', '/api/invoices', body);
  expect(status, JSON.stringify(reply)).toBe(201);
  return invoiceReply.parse(reply);
}

async function issue(id: number): Promise<InvoiceReply> {
  const { status, body } = await manager.send<InvoiceReply>('POST', `/api/invoices/${id}/issue`);
  expect(status, JSON.stringify(body)).toBe(200);
  return invoiceReply.parse(body);
}

async function paidOrder(menu: Awaited<ReturnType<typeof readMenu>>): Promise<OrderReply> {
  const placed = await cashier.send<OrderReply>(
    'POST',
    '/api/restaurant/orders',
    orderBody([{ item: dish(menu, 'Atitlán Coffee'), quantity: 2 }], {
      source: 'pos',
      orderType: 'takeaway',
      tableNumber: null,
    }),
  );
  expect(placed.status).toBe(201);
  const order = placed.body as OrderReply;
  const paid = await cashier.send('POST', `/api/restaurant/orders/${order.id}/payment`, { method: 'card' });
  expect(paid.status).toBe(200);
  return order;
}

/** The PDF as a PDF reader sees it: pdftotext's text, in reading order. */
async function pdfText(pdf: ArrayBuffer): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'invoice-')), 'invoice.pdf');
  await writeFile(file, Buffer.from(pdf));
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
  return stdout;
}

/** Totals derived from the lines and tax lines, checked against the row itself. */
async function expectDerivedTotals(invoice: InvoiceReply): Promise<void> {
  const subtotal = sumMoney(invoice.lines.map((line) => line.lineTotal));
  const added = sumMoney(invoice.taxes.filter((tax) => !tax.included).map((tax) => tax.amount));
  const included = sumMoney(invoice.taxes.filter((tax) => tax.included).map((tax) => tax.amount));
  expect(invoice).toMatchObject({
    subtotal,
    taxAdded: added,
    taxIncluded: included,
    totalAmount: addMoney(subtotal, added),
  });
  const row = await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id });
  expect(row).toMatchObject({ subtotal, totalAmount: invoice.totalAmount, taxAmount: addMoney(included, added) });
  const lines = await t.dataSource.getRepository(InvoiceLineItem).findBy({ invoiceId: invoice.id });
  expect(sumMoney(lines.map((line) => line.lineTotal))).toBe(subtotal);
}

describe('a paid stay', () => {
  let stay: InvoiceReply;
  let reference: string;
  let manageLink: URL;

  it('is invoiced with its nights and the taxes it was sold with, numbered on issue and paid from its capture', async () => {
    // Two nights at $65 with IVA included (130 × 12/112 = 13.93) and the tourism tax on the net 116.07 (11.61).
    const guest = `stay-${Date.now()}@example.com`;
    const { bookingId } = await payForStay(
      app.api,
      bookingDraft({ checkinDate: daysFromToday(30), email: guest, roomType: 'lakefront_lower' }),
      '141.61',
    );
    manageLink = manageLinkOf(await app.inbox.waitFor(guest));
    reference = decodeURIComponent(manageLink.pathname.split('/').pop() ?? '');

    const created = await draft({ source: 'room', reference, buyerNit: '1234567-8' });
    expect(created).toMatchObject({
      number: null,
      status: 'draft',
      source: 'room',
      sourceReference: reference,
      buyerName: 'Ana López',
      buyerNit: '1234567-8',
      currency: 'USD',
      lines: [{ quantity: 2, unitPrice: '65.00', lineTotal: '130.00' }],
      taxes: [
        { name: 'IVA', rate: '12.00', included: true, amount: '13.93' },
        { name: 'Tourism tax (INGUAT)', rate: '10.00', included: false, amount: '11.61' },
      ],
      subtotal: '130.00',
      taxIncluded: '13.93',
      taxAdded: '11.61',
      totalAmount: '141.61',
    });
    expect((await manager.send('POST', '/api/invoices', { source: 'room', reference })).body).toEqual(
      refusal('invoices.alreadyInvoiced', { params: { number: `(draft ${created.id})` } }),
    );

    stay = await issue(created.id);
    expect(stay.number).toMatch(new RegExp(`^${year()}-\\d{6}$`));
    // Paid online before it was invoiced: the invoice is paid from the capture, not typed.
    expect(stay).toMatchObject({ status: 'paid', paymentMethod: 'paypal', totalAmount: '141.61' });
    expect(bookingId).toBeGreaterThan(0);
    await expectDerivedTotals(stay);
    expect((await manager.send('POST', `/api/invoices/${stay.id}/issue`)).body).toEqual(
      refusal('invoices.wrongStatus', { params: { status: 'paid' } }),
    );
  });

  it('comes out as a PDF whose number, buyer, taxes and total a PDF reader finds', async () => {
    const response = await manager.request('GET', `/api/invoices/${stay.id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain('Invoice');
    expect(text).toContain(stay.number!);
    expect(text).toContain('Ana López');
    expect(text).toContain('1234567-8');
    expect(text).toMatch(/Subtotal\s+USD 130\.00/);
    expect(text).toMatch(/Tourism tax \(INGUAT\) \(10%\)\s+USD 11\.61/);
    expect(text).toMatch(/Total\s+USD 141\.61/);
    expect(text).toMatch(/Includes IVA \(12%\)\s+USD 13\.93/);
  });

  it('is mailed on request with the PDF attached', async () => {
    const to = `copy-${Date.now()}@example.com`;
    const mailed = await manager.send('POST', `/api/invoices/${stay.id}/mail`, { email: to });
    expect(mailed).toEqual({ status: 200, body: { sentTo: to, sent: true } });
    const mail = await app.inbox.waitFor(to);
    const attachment = mail.parts.find((part) => part.contentType === 'application/pdf');
    expect(attachment?.filename).toBe(`${stay.number}.pdf`);
    expect(attachment?.body.startsWith('%PDF-')).toBe(true);
  });

  it('downloads from the booking page with its link, and a forged link opens nothing', async () => {
    const token = manageLink.searchParams.get('t') ?? '';
    const path = `/api/bookings/${encodeURIComponent(reference)}/invoice.pdf`;
    const response = await app.api.request('GET', `${path}?t=${encodeURIComponent(token)}`);
    expect(response.status).toBe(200);
    expect(await pdfText(await response.arrayBuffer())).toContain(stay.number!);
    const forged = await app.api.send('GET', `${path}?t=${encodeURIComponent(`${token.slice(0, -2)}xx`)}`);
    expect(forged).toEqual({ status: 404, body: refusal('bookings.notFound') });
    expect((await app.api.send('GET', path)).status).toBe(404);
  });

  it('is issued to CF when the guest asks from the booking page, by a POST: following a link issues nothing', async () => {
    const guest = `cf-${Date.now()}@example.com`;
    await payForStay(
      app.api,
      bookingDraft({ checkinDate: daysFromToday(40), email: guest, roomType: 'lakefront_lower' }),
      '141.61',
    );
    const link = manageLinkOf(await app.inbox.waitFor(guest));
    const own = decodeURIComponent(link.pathname.split('/').pop() ?? '');
    const proof = `?t=${encodeURIComponent(link.searchParams.get('t') ?? '')}`;
    const pdfPath = `/api/bookings/${encodeURIComponent(own)}/invoice.pdf${proof}`;
    const before = await t.dataSource.getRepository(Invoice).count();
    expect((await app.api.send('GET', pdfPath)).status).toBe(404);
    expect(await t.dataSource.getRepository(Invoice).count()).toBe(before);

    // As the page's form sends it (no fields: the proof is in the action), a double press included.
    const ask = () =>
      fetch(`${t.url}/api/bookings/${encodeURIComponent(own)}/invoice${proof}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
    const asks = await Promise.all([ask(), ask()]);
    for (const ask of asks) {
      expect(ask.status).toBe(303);
      expect(ask.headers.get('location')).toBe(pdfPath);
    }
    expect(await t.dataSource.getRepository(Invoice).count()).toBe(before + 1);
    const text = await pdfText(await (await app.api.request('GET', pdfPath)).arrayBuffer());
    expect(text).toContain('CF');
    const forged = await app.api.send('POST', `/api/bookings/${encodeURIComponent(own)}/invoice?t=forged`);
    expect(forged).toEqual({ status: 404, body: refusal('bookings.notFound') });
  });

  it('is voided by a credit note of its own series that reverses every amount', async () => {
    const { status, body } = await manager.send<InvoiceReply>('POST', `/api/invoices/${stay.id}/void`);
    expect(status, JSON.stringify(body)).toBe(200);
    const note = invoiceReply.parse(body);
    expect(note.number).toMatch(new RegExp(`^NC-${year()}-\\d{6}$`));
    expect(note).toMatchObject({
      type: 'credit_note',
      status: 'issued',
      creditedInvoiceId: stay.id,
      relatedNumber: stay.number,
      lines: [{ quantity: -2, unitPrice: '65.00', lineTotal: '-130.00' }],
      subtotal: '-130.00',
      taxIncluded: '-13.93',
      taxAdded: '-11.61',
      totalAmount: '-141.61',
    });
    await expectDerivedTotals(note);
    const voided = await manager.read(`/api/invoices/${stay.id}`, invoiceReply);
    expect(voided).toMatchObject({ status: 'void', creditNoteId: note.id, relatedNumber: note.number });
    expect((await manager.send('POST', `/api/invoices/${stay.id}/void`)).body).toEqual(
      refusal('invoices.wrongStatus', { params: { status: 'void' } }),
    );
    const text = await pdfText(await (await manager.request('GET', `/api/invoices/${note.id}/pdf`)).arrayBuffer());
    expect(text).toContain('Credit note');
    expect(text).toMatch(new RegExp(`Voids invoice\\s+${stay.number}`));
    expect(text).toMatch(/Total\s+USD -141\.61/);
    // A voided stay may be invoiced again (to another buyer, say).
    expect((await manager.send('POST', '/api/invoices', { source: 'room', reference })).status).toBe(201);
  });
});

describe('a paid restaurant order', () => {
  it('is invoiced with its dishes and the IVA its lines stored, in quetzales and the language asked for', async () => {
    const order = await paidOrder(await readMenu(t));
    const invoice = await issue(
      (await draft({ source: 'restaurant', orderNumber: order.orderNumber, language: 'es' })).id,
    );
    const items = await t.dataSource.getRepository(OrderItem).findBy({ orderId: order.id });
    expect(invoice).toMatchObject({
      status: 'paid',
      paymentMethod: 'card',
      currency: 'Q',
      buyerNit: 'CF',
      lines: [{ description: 'Atitlán Coffee', quantity: 2 }],
      taxes: [{ name: 'IVA', included: true, amount: sumMoney(items.map((item) => item.taxIncluded ?? '0')) }],
      totalAmount: order.totalAmount,
      language: 'es',
    });
    await expectDerivedTotals(invoice);
    const text = await pdfText(await (await manager.request('GET', `/api/invoices/${invoice.id}/pdf`)).arrayBuffer());
    expect(text).toMatch(new RegExp(`Factura\\s+Número\\s+${invoice.number}`));
    expect(text).toMatch(new RegExp(`Total\\s+Q ${invoice.totalAmount.replace('.', '\\.')}`));
  });

  it('is made out to Consumidor Final for a table order placed with no name', async () => {
    const { customerName: _none, ...body } = orderBody(
      [{ item: dish(await readMenu(t), 'Atitlán Coffee'), quantity: 1 }],
      {
        source: 'pos',
        tableNumber: '5',
      },
    );
    const placed = await cashier.send<OrderReply>('POST', '/api/restaurant/orders', body);
    expect(placed.status).toBe(201);
    expect(placed.body.customerName).toBe('');
    expect(
      (await cashier.send('POST', `/api/restaurant/orders/${placed.body.id}/payment`, { method: 'card' })).status,
    ).toBe(200);
    const invoice = await draft({ source: 'restaurant', orderNumber: placed.body.orderNumber });
    expect(invoice).toMatchObject({ buyerName: 'Consumidor Final', buyerNit: 'CF' });
  });

  it('refuses an order that is not paid, and a sale that does not exist', async () => {
    const menu = await readMenu(t);
    const placed = await cashier.send<OrderReply>(
      'POST',
      '/api/restaurant/orders',
      orderBody([{ item: dish(menu, 'Atitlán Coffee'), quantity: 1 }], {
        source: 'pos',
        orderType: 'takeaway',
        tableNumber: null,
      }),
    );
    const unpaid = placed.body as OrderReply;
    expect(
      (await manager.send('POST', '/api/invoices', { source: 'restaurant', orderNumber: unpaid.orderNumber })).body,
    ).toEqual(refusal('invoices.sourceNotInvoiceable'));
    expect(await manager.send('POST', '/api/invoices', { source: 'restaurant', orderNumber: 'R-99999' })).toEqual({
      status: 404,
      body: refusal('invoices.sourceNotFound'),
    });
    expect((await cashier.send('GET', '/api/invoices')).status).toBe(403);
  });
});

describe('numbers under concurrent issuing', () => {
  it('gives 50 invoices issued at once 50 consecutive numbers: no gap, no duplicate', async () => {
    const menu = await readMenu(t);
    const drafts: InvoiceReply[] = [];
    // Ten sales at a time: only the issuing below has to be all at once.
    for (let batch = 0; batch < 5; batch += 1) {
      const made = await Promise.all(
        Array.from({ length: 10 }, async () =>
          draft({ source: 'restaurant', orderNumber: (await paidOrder(menu)).orderNumber }),
        ),
      );
      drafts.push(...made);
    }
    // One draft issued twice at once as well: it gets one number, the second press a 409.
    const twice = drafts[0]!.id;
    const replies = await Promise.all(
      [...drafts.map((created) => created.id), twice].map((id) =>
        manager.send<InvoiceReply>('POST', `/api/invoices/${id}/issue`),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([...Array<number>(50).fill(200), 409]);

    const numbers = (await t.dataSource.getRepository(Invoice).findBy({ invoiceType: 'invoice' }))
      .filter((row) => row.status !== 'draft')
      .map((row) => Number(row.invoiceNumber.slice(5)))
      .sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    const counter = await t.dataSource
      .getRepository(InvoiceNumberCounter)
      .findOneByOrFail({ series: 'invoice', year: year() });
    expect(counter.lastNumber).toBe(numbers.length);
  }, 60_000);

  it('lists the newest first for the console', async () => {
    const list = await manager.read('/api/invoices?status=paid', invoiceListReply);
    expect(list.total).toBeGreaterThanOrEqual(51);
    expect(list.rows).toHaveLength(50);
    expect(list.rows[0]!.id).toBeGreaterThan(list.rows[1]!.id);
  });
});

describe('the generic grid', () => {
  it('cannot write invoices: numbers and totals are the server’s', async () => {
    const typed = await manager.send('POST', '/api/admin/invoices', {
      invoiceNumber: 'X-1',
      guestName: 'Someone',
      issueDate: '2026-11-22',
      subtotal: '100.00',
      taxAmount: '12.00',
      totalAmount: '5.00',
    });
    expect(typed.status).toBe(405);
  });
});
