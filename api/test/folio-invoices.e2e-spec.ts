/**
 * A stay's invoice with the meals charged to its room, issued on credit before the stay is paid
 * (docs/decisions/0019-folio-and-revenue.md), on SQLite or MariaDB: the lines are the nights and
 * each meal (order number, day, amount, tax) as a PDF reader finds them; issuing on credit posts
 * the nights' revenue to the receivable once, the stay's payment clears it without posting
 * revenue again, and a credit note reverses the invoice and its entry.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  addMoney,
  folioReply,
  invoiceReply,
  ledgerDollars,
  subtractMoney,
  sumMoney,
  type InvoiceReply,
  type OrderReply,
} from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_CREDIT_KIND } from '../src/ledger/postings/invoice-credit-posting.js';
import { RoomBooking } from '../src/rooms/room-booking.entity.js';
import { deskStay } from './support/desk-stays.js';
import { entriesOf, expectBalanced, ledgerImbalance } from './support/ledger.js';
import { receivableBalance, receivableOwed } from './support/receivable.js';
import { dish, orderBody, readMenu } from './support/restaurant-orders.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { openTill, setExchangeRate } from './support/till.js';

let t: TestApp;
let manager: StaffApiClient;
let cashier: StaffApiClient;
const RATE = '7.7500';

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await signInAs(t, 'manager', 'bookkeeper');
  cashier = await signInAs(t, 'staff', 'cashier');
  await setExchangeRate(manager, '7.75');
  await openTill(cashier);
});
afterAll(async () => t?.close());

async function stayIn(roomType: string, guestName: string) {
  const booking = await deskStay(manager, { roomType, guestName });
  expect((await manager.send('POST', `/api/room-bookings/${booking.id}/check-in`)).status).toBe(200);
  return t.dataSource.getRepository(RoomBooking).findOneByOrFail({ id: booking.id });
}

async function mealOn(bookingId: number, quantity: number): Promise<OrderReply> {
  const menu = await readMenu(t);
  const placed = await cashier.send<OrderReply>(
    'POST',
    '/api/restaurant/orders',
    orderBody([{ item: dish(menu, 'Atitlán Coffee'), quantity }], { source: 'pos', orderType: 'dine_in' }),
  );
  expect(placed.status).toBe(201);
  const charged = await cashier.send('POST', `/api/restaurant/orders/${placed.body.id}/room-charge`, { bookingId });
  expect(charged.status).toBe(200);
  return placed.body;
}

async function invoiceOnCredit(reference: string): Promise<InvoiceReply> {
  const drafted = await manager.send<InvoiceReply>('POST', '/api/invoices', {
    source: 'room',
    reference,
    buyerName: 'Acme Tours S.A.',
  });
  expect(drafted.status, JSON.stringify(drafted.body)).toBe(201);
  const issued = await manager.send<InvoiceReply>('POST', `/api/invoices/${drafted.body.id}/issue`);
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  return invoiceReply.parse(issued.body);
}

async function pdfText(id: number): Promise<string> {
  const response = await manager.request('GET', `/api/invoices/${id}/pdf`);
  expect(response.status).toBe(200);
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'folio-invoice-')), 'invoice.pdf');
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
  return (await promisify(execFile)('pdftotext', ['-layout', file, '-'])).stdout;
}

const folioOf = (bookingId: number) => manager.read(`/api/folio/stays/${bookingId}`, folioReply);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a stay invoiced with its meals, on credit', () => {
  it('bills the nights and each meal, posts the nights to the receivable once, and the payment clears it', async () => {
    const stay = await stayIn('garden_cottage', 'Marta Company');
    const breakfast = await mealOn(stay.id, 2);
    const dinner = await mealOn(stay.id, 5);
    const invoice = await invoiceOnCredit(stay.reference);

    const meals = [breakfast, dinner].map((order) => ledgerDollars(order.totalAmount, RATE));
    expect(invoice.status).toBe('issued');
    expect(invoice.lines).toHaveLength(3);
    expect(invoice.lines.slice(1)).toEqual([
      expect.objectContaining({
        description: expect.stringContaining(breakfast.orderNumber),
        quantity: 1,
        unitPrice: meals[0],
      }),
      expect.objectContaining({
        description: expect.stringContaining(dinner.orderNumber),
        quantity: 1,
        unitPrice: meals[1],
      }),
    ]);
    // Each meal's line names its own tax (the IVA its dishes included), in dollars at the charge's rate.
    for (const line of invoice.lines.slice(1)) expect(line.description).toMatch(/ · IVA incl\. \d+\.\d{2}$/);
    const folio = await folioOf(stay.id);
    // The invoice bills exactly what the folio charges: the nights (with added taxes) and the meals.
    expect(invoice.totalAmount).toBe(addMoney(folio.nights, folio.mealsDue));
    expect(sumMoney(invoice.lines.map((line) => line.lineTotal))).toBe(invoice.subtotal);
    // The meals' included IVA, in dollars at the charge's rate, is in the invoice's included tax.
    const mealIva = sumMoney([breakfast, dinner].map((order) => ledgerDollars(order.taxAmount, RATE)));
    expect(Number(invoice.taxIncluded)).toBeGreaterThanOrEqual(Number(mealIva));

    const text = await pdfText(invoice.id);
    expect(text).toContain(invoice.number!);
    expect(text).toContain('Acme Tours S.A.');
    for (const [n, order] of [breakfast, dinner].entries()) {
      expect(text).toContain(order.orderNumber);
      expect(text).toMatch(new RegExp(`${escape(order.orderNumber)}[\\s\\S]*?${escape(meals[n]!)}`));
    }
    expect(text).toMatch(new RegExp(`Total\\s+USD ${escape(invoice.totalAmount)}`));

    const [onCredit, ...again] = await entriesOf(t, 'invoice', invoice.id);
    expect(again).toEqual([]);
    expectBalanced(onCredit!);
    expect(onCredit!.kind).toBe(INVOICE_CREDIT_KIND);
    const receivableLine = onCredit!.posted.find((line) => line.account === '1200')!;
    expect(receivableLine).toMatchObject({ currency: 'USD', currencyAmount: folio.nightsDue, credit: '0.00' });
    expect(onCredit!.posted.find((line) => line.account === '4010')).toBeDefined();
    expect(await receivableBalance(t)).toBe(await receivableOwed(t));

    const paid = await manager.send('POST', `/api/room-bookings/${stay.id}/payments`, {
      method: 'card',
      amount: folio.balanceDue,
    });
    expect(paid.status).toBeLessThan(300);
    const [payment] = await entriesOf(t, 'room_booking', stay.id);
    expectBalanced(payment!);
    // Not a centavo of revenue from the payment: the invoice and the charges posted it.
    expect(payment!.posted.filter((line) => line.account.startsWith('4'))).toEqual([]);
    const cleared = payment!.posted.filter((line) => line.account === '1200');
    expect(sumMoney(cleared.map((line) => line.credit))).toBe(
      addMoney(receivableLine.debit, breakfast.totalAmount, dinner.totalAmount),
    );
    expect(await receivableBalance(t)).toBe(await receivableOwed(t));
    expect(await receivableOwed(t)).toBe('0.00');
    const marked = await manager.send<InvoiceReply>('POST', `/api/invoices/${invoice.id}/paid`);
    expect(marked.status).toBe(200);
    expect(marked.body.status).toBe('paid');
    expect(await ledgerImbalance(t)).toBe(0);
  });

  it('is voided by a credit note that reverses the invoice and its entry; the payment then posts revenue once', async () => {
    const stay = await stayIn('lakeside_cottage', 'Void Company');
    const lunch = await mealOn(stay.id, 3);
    const invoice = await invoiceOnCredit(stay.reference);
    const [onCredit] = await entriesOf(t, 'invoice', invoice.id);

    const voided = await manager.send<InvoiceReply>('POST', `/api/invoices/${invoice.id}/void`);
    expect(voided.status).toBe(200);
    const note = invoiceReply.parse(voided.body);
    expect(note).toMatchObject({
      type: 'credit_note',
      creditedInvoiceId: invoice.id,
      totalAmount: `-${invoice.totalAmount}`,
    });
    const [reversal, ...more] = await entriesOf(t, 'journal_entry', onCredit!.id);
    expect(more).toEqual([]);
    expectBalanced(reversal!);
    expect(reversal!.reversesEntryId).toBe(onCredit!.id);
    // The mirror: each debit of the invoice's entry is a credit of the same amount, and back.
    expect(reversal!.posted.map(({ account, debit, credit }) => ({ account, debit: credit, credit: debit }))).toEqual(
      onCredit!.posted.map(({ account, debit, credit }) => ({ account, debit, credit })),
    );
    // Only the meal is owed on the receivable now.
    expect(await receivableBalance(t)).toBe(await receivableOwed(t));
    expect(await receivableOwed(t)).toBe(lunch.totalAmount);

    const folio = await folioOf(stay.id);
    expect(
      (
        await manager.send('POST', `/api/room-bookings/${stay.id}/payments`, {
          method: 'card',
          amount: folio.balanceDue,
        })
      ).status,
    ).toBeLessThan(300);
    const [payment] = await entriesOf(t, 'room_booking', stay.id);
    // With the invoice void, the nights' revenue is the payment's to post, and the meal clears the receivable.
    const roomRevenue = payment!.posted.find((line) => line.account === '4010');
    expect(roomRevenue?.currencyAmount).toBeDefined();
    expect(payment!.posted.find((line) => line.account === '1200')).toMatchObject({ credit: lunch.totalAmount });
    expect(subtractMoney(folio.balanceDue, folio.mealsDue)).toBe(folio.nightsDue);
    expect(await receivableBalance(t)).toBe('0.00');
    expect(await ledgerImbalance(t)).toBe(0);
  });
});
