/**
 * GET /api/admin/<resource>/export.csv: the whole list, not a page of it — 5,000 expenses come
 * out as 5,000 rows, read back with a real CSV parser (csv-parse) — with the grid's filter and
 * sort, names where a row points at another, times at the retreat, and nothing a spreadsheet
 * would run as a formula. Bad list parameters are refused before anything is sent.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUser } from '../src/auth/admin-user.entity.js';
import { Account } from '../src/finance/account.entity.js';
import { Expense } from '../src/finance/expense.entity.js';
import { Vendor } from '../src/finance/vendor.entity.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const EXPENSES = 5_000;

let t: TestApp;
let manager: StaffApiClient;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await signInAs(t, 'manager');
  const creator = await t.dataSource.getRepository(AdminUser).findOneByOrFail({ username: 'manager-user' });
  const account = await t.dataSource.getRepository(Account).findOneOrFail({ where: {}, order: { id: 'ASC' } });
  const vendor = await t.dataSource
    .getRepository(Vendor)
    .save({ vendorName: 'Panadería San Marcos' } as Partial<Vendor>);
  const rows = Array.from({ length: EXPENSES }, (_, index) => ({
    expenseDate: `2026-0${1 + (index % 9)}-15`,
    vendorId: index % 2 ? vendor.id : null,
    vendorName: index % 2 ? 'Panadería San Marcos' : 'Mercado',
    accountId: account.id,
    amount: `${10 + (index % 90)}.50`,
    currency: 'Q' as const,
    description: index === 0 ? '=HYPERLINK("http://evil.example","click")' : `Pan dulce #${index}`,
    category: index % 3 ? ('food_beverage' as const) : ('maintenance' as const),
    paymentMethod: 'cash' as const,
    createdBy: creator.id,
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await t.dataSource.getRepository(Expense).insert(rows.slice(start, start + 500));
  }
}, 120_000);
afterAll(async () => t?.close());

async function exportCsv(query = ''): Promise<{ status: number; type: string; rows: Record<string, string>[] }> {
  const response = await fetch(`${t.url}/api/admin/expenses/export.csv${query}`, {
    headers: { cookie: manager.cookie, origin: 'http://localhost:4300' },
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/csv')) return { status: response.status, type, rows: [JSON.parse(text) as never] };
  return { status: response.status, type, rows: parse(text, { bom: true, columns: true }) };
}

describe('CSV export of a console list', () => {
  it('gives every row, not a page of them', async () => {
    const { status, type, rows } = await exportCsv();
    expect(status).toBe(200);
    expect(type).toBe('text/csv; charset=utf-8');
    expect(rows).toHaveLength(await t.dataSource.getRepository(Expense).count());
    expect(rows.length).toBeGreaterThanOrEqual(EXPENSES);
    expect(new Set(rows.map((row) => row.Id)).size).toBe(rows.length);
  });

  it('heads columns as the grid does and names what a row points at', async () => {
    const { rows } = await exportCsv(`?filter=${encodeURIComponent(JSON.stringify({ q: 'Pan dulce #1' }))}`);
    const row = rows.find((candidate) => candidate.Description === 'Pan dulce #1');
    expect(row).toMatchObject({
      Vendor: 'Panadería San Marcos',
      'Vendor name': 'Panadería San Marcos',
      Amount: '11.50',
      Category: 'Food beverage',
      'Is recurring': 'no',
    });
    expect(row?.['Created at (America/Guatemala)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // The account by its name, not its id.
    expect(row?.Account).not.toMatch(/^#?\d+$/);
  });

  it('writes times at the retreat (UTC−6)', async () => {
    const [first] = await t.dataSource.getRepository(Expense).find({ order: { id: 'ASC' }, take: 1 });
    const { rows } = await exportCsv(`?filter=${encodeURIComponent(JSON.stringify({ id: first!.id }))}`);
    const retreatTime = new Date(first!.createdAt.getTime() - 6 * 3_600_000)
      .toISOString()
      .slice(0, 16)
      .replace('T', ' ');
    expect(rows[0]?.['Created at (America/Guatemala)']).toBe(retreatTime);
  });

  it('keeps the filter and the sort of the grid', async () => {
    const { rows } = await exportCsv(
      `?filter=${encodeURIComponent(JSON.stringify({ category: 'maintenance' }))}&sort=${encodeURIComponent('["amount","DESC"]')}&range=[0,24]`,
    );
    expect(rows).toHaveLength(await t.dataSource.getRepository(Expense).countBy({ category: 'maintenance' }));
    expect(rows.length).toBeGreaterThan(25);
    const amounts = rows.map((row) => Number(row.Amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(rows.every((row) => row.Category === 'Maintenance')).toBe(true);
  });

  it('never hands a spreadsheet a formula to run', async () => {
    const { rows } = await exportCsv(`?filter=${encodeURIComponent(JSON.stringify({ q: 'HYPERLINK' }))}`);
    expect(rows.map((row) => row.Description)).toEqual([`'=HYPERLINK("http://evil.example","click")`]);
  });

  it('refuses a bad filter with the list’s message before sending any of the file', async () => {
    const { status, type, rows } = await exportCsv(`?filter=${encodeURIComponent('{"nope":1}')}`);
    expect(status).toBe(400);
    expect(type).toMatch(/^application\/json/);
    expect(JSON.stringify(rows[0])).toContain('Cannot filter by nope');
  });

  it('is for those who may read the list', async () => {
    const staff = await signInAs(t, 'staff');
    const response = await fetch(`${t.url}/api/admin/expenses/export.csv`, {
      headers: { cookie: staff.cookie, origin: 'http://localhost:4300' },
    });
    expect(response.status).toBe(403);
  });
});
