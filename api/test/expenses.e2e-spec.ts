import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../src/admin/audit/audit-entry.entity.js';
import { Account } from '../src/finance/account.entity.js';
import { Expense } from '../src/finance/expense.entity.js';
import { RECEIPT_MESSAGES } from '../src/finance/receipt-storage.js';
import { refusal } from './support/expected-errors.js';
import { CONSOLE_ORIGIN, anonymous, signInAs, type StaffClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let manager: StaffClient;
let staff: StaffClient;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await signInAs(t, 'manager');
  staff = await signInAs(t, 'staff');
});
afterAll(async () => t.close());

/** What the spec's Add Expense dialog posts: accountId fixed at 1, amount as a number. */
const specPayload = {
  expenseDate: '2026-11-20',
  vendorName: 'Ferretería El Lago',
  amount: 125.5,
  currency: 'Q',
  description: 'Hinges for the cottage doors',
  category: 'maintenance',
  paymentMethod: 'cash',
  accountId: 1,
  notes: '',
};

/** The smallest valid PNG (1×1 px). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The smallest file file-type reads as a PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** The receipt files on disk. */
const storedReceipts = () => (fs.existsSync(t.config.RECEIPTS_DIR) ? fs.readdirSync(t.config.RECEIPTS_DIR) : []);

async function newExpense(): Promise<Expense> {
  return (await (await manager.request('POST', '/api/expenses', specPayload)).json()) as Expense;
}

function uploadReceipt(client: StaffClient, id: number, content: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append('receipt', new Blob([content], { type }), filename);
  return fetch(`${t.url}/api/expenses/${id}/receipt`, {
    method: 'POST',
    headers: { cookie: client.cookie, origin: CONSOLE_ORIGIN },
    body: form,
  });
}

describe('expenses', () => {
  it('is for finance staff only', async () => {
    expect((await anonymous(t).request('GET', '/api/expenses')).status).toBe(401);
    expect((await staff.request('GET', '/api/expenses')).status).toBe(403);
    expect((await staff.request('POST', '/api/expenses', specPayload)).status).toBe(403);
  });

  it('books the spec payload to the account of its category, with an exact amount', async () => {
    const response = await manager.request('POST', '/api/expenses', specPayload);
    expect(response.status).toBe(201);
    const expense = (await response.json()) as Expense;
    expect(expense).toMatchObject({
      amount: '125.50',
      currency: 'Q',
      vendorName: 'Ferretería El Lago',
      taxAmount: '0.00',
    });
    const account = await t.dataSource.getRepository(Account).findOneByOrFail({ id: expense.accountId });
    expect(account.accountCode).toBe('5020');
    const audit = await t.dataSource
      .getRepository(AuditEntry)
      .findOneBy({ resource: 'expenses', recordId: String(expense.id) });
    expect(audit?.action).toBe('create');
  });

  it.each([
    ['expenseDate', 'Date is required'],
    ['vendorName', 'Vendor name is required'],
    ['amount', 'Amount is required'],
    ['description', 'Description is required'],
    ['category', 'Category is required'],
  ])('requires %s: "%s"', async (field, message) => {
    const response = await manager.request('POST', '/api/expenses', { ...specPayload, [field]: undefined });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Array<{ field: string; message: string }> };
    expect(body.errors).toContainEqual({ field, message });
  });

  it('summarises this month and all time per currency, and counts vendors', async () => {
    await manager.request('POST', '/api/expenses', {
      ...specPayload,
      amount: '0.10',
      currency: 'USD',
      vendorName: 'ferretería el lago ',
    });
    await manager.request('POST', '/api/expenses', {
      ...specPayload,
      amount: '0.20',
      currency: 'USD',
      expenseDate: '2025-01-05',
      vendorName: 'Tigo',
    });
    const summary = (await (await manager.request('GET', '/api/expenses/summary')).json()) as {
      totals: Array<{ currency: string; total: string; count: number }>;
      vendorCount: number;
    };
    expect(summary.totals).toContainEqual({ currency: 'USD', total: '0.30', count: 2 });
    expect(summary.vendorCount).toBe(2);
  });

  it('stores a receipt photo and serves it back to staff only', async () => {
    const expense = (await (await manager.request('POST', '/api/expenses', specPayload)).json()) as Expense;
    const response = await uploadReceipt(manager, expense.id, PNG, 'receipt.png', 'image/png');
    expect(response.status).toBe(201);
    const updated = (await response.json()) as Expense;
    expect(updated.receiptUrl).toMatch(/^\/api\/expenses\/receipts\/[0-9a-f-]{36}\.png$/);

    const image = await fetch(`${t.url}${updated.receiptUrl}`, { headers: { cookie: manager.cookie } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`${t.url}${updated.receiptUrl}`)).status).toBe(401);
  });

  it('refuses a receipt that is not an image or PDF, whatever its name says', async () => {
    const expense = (await (await manager.request('POST', '/api/expenses', specPayload)).json()) as Expense;
    const response = await uploadReceipt(
      manager,
      expense.id,
      Buffer.from('<script>alert(1)</script>'),
      'receipt.jpg',
      'image/jpeg',
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/JPEG, PNG/);
  });

  it.each([
    ['without a boundary', 'multipart/form-data', 'x'],
    ['cut short', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="receipt"\r\n\r\ny'],
  ])('answers an upload that is not well-formed multipart (%s) with 400, not 500', async (_case, type, body) => {
    const expense = await newExpense();
    const response = await fetch(`${t.url}/api/expenses/${expense.id}/receipt`, {
      method: 'POST',
      headers: { cookie: manager.cookie, origin: CONSOLE_ORIGIN, 'content-type': type },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ...refusal('finance.receiptRejected', { errors: [{ field: 'receipt', message: RECEIPT_MESSAGES.unreadable }] }),
    });
  });

  it('refuses a receipt over the size limit with 413', async () => {
    const expense = (await (await manager.request('POST', '/api/expenses', specPayload)).json()) as Expense;
    const big = Buffer.concat([PNG, Buffer.alloc(9 * 1024 * 1024)]);
    const response = await uploadReceipt(manager, expense.id, big, 'receipt.png', 'image/png');
    expect(response.status).toBe(413);
  });

  it('writes nothing to disk for an expense that does not exist or a caller who may not change it', async () => {
    const expense = await newExpense();
    const before = storedReceipts();
    expect((await uploadReceipt(manager, 999_999, PNG, 'receipt.png', 'image/png')).status).toBe(404);
    expect((await uploadReceipt(staff, expense.id, PNG, 'receipt.png', 'image/png')).status).toBe(403);
    expect((await uploadReceipt(anonymous(t), expense.id, PNG, 'receipt.png', 'image/png')).status).toBe(401);
    expect(storedReceipts()).toEqual(before);
  });

  it.each([
    ['a PDF declared as a PNG photo', PDF, 'receipt.png', 'image/png'],
    ['a PNG declared as a PDF', PNG, 'receipt.pdf', 'application/pdf'],
    ['a PNG declared as a JPEG', PNG, 'receipt.jpg', 'image/jpeg'],
    ['a PDF of unknown type named .jpg', PDF, 'receipt.jpg', 'application/octet-stream'],
  ])('refuses %s and keeps nothing', async (_case, content, filename, type) => {
    const expense = await newExpense();
    const before = storedReceipts();
    const response = await uploadReceipt(manager, expense.id, content, filename, type);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Array<{ field: string }> }).errors[0]?.field).toBe('receipt');
    expect(storedReceipts()).toEqual(before);
  });

  it('serves a PDF receipt as a download and a photo inline, never sniffed', async () => {
    const expense = await newExpense();
    const pdf = (await (
      await uploadReceipt(manager, expense.id, PDF, 'scan.pdf', 'application/pdf')
    ).json()) as Expense;
    const download = await fetch(`${t.url}${pdf.receiptUrl}`, { headers: { cookie: manager.cookie } });
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');

    const photo = (await (
      await uploadReceipt(manager, expense.id, PNG, 'IMG_0042.PNG', 'application/octet-stream')
    ).json()) as Expense;
    expect(photo.receiptUrl).toMatch(/\.png$/);
    const shown = await fetch(`${t.url}${photo.receiptUrl}`, { headers: { cookie: manager.cookie } });
    expect(shown.headers.get('content-disposition')).toMatch(/^inline;/);
  });

  it('removes the file a new receipt replaces', async () => {
    const expense = await newExpense();
    const first = (await (await uploadReceipt(manager, expense.id, PNG, 'a.png', 'image/png')).json()) as Expense;
    const second = (await (await uploadReceipt(manager, expense.id, PNG, 'b.png', 'image/png')).json()) as Expense;
    const stored = storedReceipts();
    expect(stored).toContain(second.receiptUrl?.split('/').pop());
    expect(stored).not.toContain(first.receiptUrl?.split('/').pop());
  });
});
