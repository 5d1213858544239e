/**
 * What the generic console CRUD never lets a form decide: values outside a column's choices
 * (a role), columns only the server writes (sign-in times, creators, secrets), and negative
 * money where the product says 0 or more.
 */
import { STAFF_ROLES } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUser } from '../src/auth/admin-user.entity.js';
import { MailingListSubscriber } from '../src/community/mailing-list-subscriber.entity.js';
import { Account } from '../src/finance/account.entity.js';
import { Expense } from '../src/finance/expense.entity.js';
import type { ApiReply } from './support/api-client.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: StaffApiClient;
let manager: StaffApiClient;

beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { PUBLIC_WRITES_PER_MINUTE: '1000' } });
  admin = await signInAs(t, 'admin');
  manager = await signInAs(t, 'manager');
});
afterAll(async () => t.close());

const fieldsOf = ({ body }: ApiReply) => (body.errors ?? []).map((error) => error.field);

const newAccount = { username: 'rule-checker', role: 'staff', password: 'a-good-long-password' };

describe('staff account roles', () => {
  it.each(['superuser', 'ADMIN', '', 'root'])('refuses the role %j on create and on edit', async (role) => {
    const created = await admin.send('POST', '/api/admin/staff-accounts', { ...newAccount, username: 'x', role });
    expect(created.status).toBe(400);
    expect(fieldsOf(created)).toContain('role');

    const { id } = await t.dataSource.getRepository(AdminUser).findOneByOrFail({ username: 'manager-user' });
    const edited = await admin.send('PUT', `/api/admin/staff-accounts/${id}`, { role });
    expect(edited.status).toBe(400);
    expect((await t.dataSource.getRepository(AdminUser).findOneByOrFail({ id })).role).toBe('manager');
  });

  it('accepts each real role', async () => {
    const { id } = await t.dataSource.getRepository(AdminUser).findOneByOrFail({ username: 'manager-user' });
    for (const role of [...STAFF_ROLES, 'manager']) {
      expect((await admin.send('PUT', `/api/admin/staff-accounts/${id}`, { role })).status, role).toBe(200);
    }
  });
});

describe('server-owned columns', () => {
  it('ignores lastLoginAt sent with a staff account, and never stores a sent hash as the password', async () => {
    const created = await admin.send('POST', '/api/admin/staff-accounts', {
      ...newAccount,
      lastLoginAt: '2020-01-01T00:00:00.000Z',
    });
    expect(created.status).toBe(201);
    const { id } = created.body;
    const row = () => t.dataSource.getRepository(AdminUser).findOneByOrFail({ id: Number(id) });
    expect((await row()).lastLoginAt).toBeNull();

    const edited = await admin.send('PUT', `/api/admin/staff-accounts/${String(id)}`, {
      ...(await admin.send('GET', `/api/admin/staff-accounts/${String(id)}`)).body,
      lastLoginAt: '2020-01-01T00:00:00.000Z',
    });
    expect(edited.status).toBe(200);
    expect((await row()).lastLoginAt).toBeNull();

    // A hash sent as the password is only ever a password: it is hashed, never stored as sent.
    const hash = (await row()).password;
    const replayed = await admin.send('PUT', `/api/admin/staff-accounts/${String(id)}`, { password: hash });
    expect(replayed.status).toBe(200);
    expect((await row()).password).not.toBe(hash);
    expect((await row()).password).toMatch(/^\$argon2id\$/);
  });

  it('records the signed-in staff member as an expense creator, whatever the form says', async () => {
    const { id: managerId } = await t.dataSource.getRepository(AdminUser).findOneByOrFail({ username: 'manager-user' });
    const created = await manager.send('POST', '/api/admin/expenses', {
      expenseDate: '2026-11-20',
      vendorName: 'Tienda',
      amount: '10.00',
      description: 'Soap',
      category: 'supplies',
      accountId: (await t.dataSource.getRepository(Account).findOneByOrFail({ accountType: 'expense' })).id,
      createdBy: 99_999,
    });
    const body = created.body;
    expect(created.status, JSON.stringify(body)).toBe(201);
    const expenses = t.dataSource.getRepository(Expense);
    expect((await expenses.findOneByOrFail({ id: Number(body.id) })).createdBy).toBe(managerId);

    const edited = await manager.send('PUT', `/api/admin/expenses/${String(body.id)}`, { ...body, createdBy: 1 });
    expect(edited.status).toBe(200);
    expect((await expenses.findOneByOrFail({ id: Number(body.id) })).createdBy).toBe(managerId);
  });

  it('gives a subscriber added in the console a server-made unsubscribe secret, and keeps it', async () => {
    const created = await manager.send('POST', '/api/admin/mailing-list', {
      email: 'console-added@example.com',
      firstName: 'Lucía',
      interests: [],
      unsubscribeToken: 'chosen-by-the-form',
    });
    const body = created.body;
    expect(created.status, JSON.stringify(body)).toBe(201);
    expect(body).not.toHaveProperty('unsubscribeToken');
    const subscribers = t.dataSource.getRepository(MailingListSubscriber);
    const { unsubscribeToken } = await subscribers.findOneByOrFail({ email: 'console-added@example.com' });
    expect(unsubscribeToken).not.toBe('chosen-by-the-form');
    expect(unsubscribeToken.length).toBeGreaterThanOrEqual(32);

    await manager.send('PUT', `/api/admin/mailing-list/${String(body.id)}`, { unsubscribeToken: 'guessable' });
    expect((await subscribers.findOneByOrFail({ id: Number(body.id) })).unsubscribeToken).toBe(unsubscribeToken);
  });

  it('never takes an approval from the time-tracking form: the week approval records who approved', async () => {
    const member = (
      await manager.send('POST', '/api/admin/staff-members', {
        employeeId: 'E-901',
        firstName: 'Rosa',
        lastName: 'Xicay',
        position: 'chef',
        department: 'kitchen',
        hireDate: '2025-01-15',
      })
    ).body;
    const sheet = (
      await manager.send('POST', '/api/admin/time-tracking', {
        staffId: member.id,
        clockIn: '2026-11-20T14:00:00.000Z',
        clockOut: '2026-11-20T20:00:00.000Z',
        approvedBy: 99_999,
      })
    ).body;
    expect(sheet.approvedBy).toBeNull();
    const typed = (
      await manager.send('PUT', `/api/admin/time-tracking/${String(sheet.id)}`, {
        ...sheet,
        approvedAt: '2026-11-21T15:00:00.000Z',
        approvedBy: 99_999,
      })
    ).body;
    expect([typed.approvedAt, typed.approvedBy]).toEqual([null, null]);
    const { id: managerId } = await t.dataSource.getRepository(AdminUser).findOneByOrFail({ username: 'manager-user' });
    const approval = await manager.send('POST', '/api/staff-time/approvals', {
      staffId: member.id,
      weekStart: '2026-11-16',
    });
    expect(approval.status).toBe(201);
    expect((await manager.send('GET', `/api/admin/time-tracking/${String(sheet.id)}`)).body.approvedBy).toBe(managerId);
  });

  it('shows server-owned columns to the console as read-only', async () => {
    const schema = (
      await admin.send<
        Array<{
          name: string;
          fields: Array<{ name: string; readOnly: boolean }>;
        }>
      >('GET', '/api/admin-schema')
    ).body;
    const field = (resource: string, name: string) =>
      schema.find((entry) => entry.name === resource)?.fields.find((f) => f.name === name);
    expect(field('staff-accounts', 'lastLoginAt')?.readOnly).toBe(true);
    expect(field('expenses', 'createdBy')?.readOnly).toBe(true);
    expect(field('staff-schedules', 'createdBy')?.readOnly).toBe(true);
  });
});

describe('money is 0 or more', () => {
  /**
   * Columns that may go below zero: a cheaper option, an option that takes an ingredient out. (A
   * budget's variance goes below zero too, but it is the ledger's, never typed: ledger-books.e2e-spec.ts.)
   */
  const SIGNED = ['modifier-options.priceAdjustment', 'modifier-option-ingredients.quantityNeeded'];

  it('refuses a negative amount in every writable money, rate and stock column but the signed ones', async () => {
    const schema = (
      await admin.send<
        Array<{
          name: string;
          canWrite: boolean;
          fields: Array<{ name: string; type: string; readOnly: boolean }>;
        }>
      >('GET', '/api/admin-schema')
    ).body;
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const resource of schema.filter((entry) => entry.canWrite)) {
      for (const field of resource.fields) {
        if (!['money', 'quantity', 'decimal'].includes(field.type) || field.readOnly) continue;
        const column = `${resource.name}.${field.name}`;
        const reply = await admin.send('POST', `/api/admin/${resource.name}`, { [field.name]: '-1.00' });
        const refused = fieldsOf(reply).includes(field.name);
        if (refused === SIGNED.includes(column)) wrong.push(column);
        checked.push(column);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toEqual(
      expect.arrayContaining([
        'rooms.pricePerNight',
        'sauna-rates.price',
        'expenses.amount',
        'expenses.taxAmount',
        // A time entry's rate is copied from the member's, never typed (staff-time.e2e-spec.ts).
        'staff-members.hourlyRate',
        // currentStock is the server's (only stock movements move it): the minimum stands for stock.
        'inventory-items.minimumStock',
        ...SIGNED,
      ]),
    );
  });

  it('says which rule a negative amount broke', async () => {
    const reply = await manager.send('POST', '/api/admin/recipe-ingredients', { costPerUnit: '-5' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toContainEqual({ field: 'costPerUnit', message: 'Cost per unit must be 0 or more' });
  });
});

describe('record rules of the setup tables', () => {
  /** A grid write refused on `field` with `message`, and nothing written. */
  async function refused(resource: string, body: Record<string, unknown>, field: string, message: string) {
    const before = (await manager.send<unknown[]>('GET', `/api/admin/${resource}?range=[0,499]`)).body.length;
    const reply = await manager.send('POST', `/api/admin/${resource}`, body);
    expect(reply.status, `${resource} ${JSON.stringify(body)}`).toBe(400);
    expect(reply.body.errors).toContainEqual({ field, message });
    expect((await manager.send<unknown[]>('GET', `/api/admin/${resource}?range=[0,499]`)).body).toHaveLength(before);
  }

  it('refuses times that are not HH:MM, counts below one and prices of nothing', async () => {
    await refused('sauna-slots', { startTime: '7pm' }, 'startTime', 'Invalid time format');
    await refused(
      'sauna-rates',
      { durationMinutes: 200_000, price: '40' },
      'durationMinutes',
      'Duration in minutes must be a whole number from 15 to 720',
    );
    await refused(
      'wellness-activities',
      { title: 'Yoga', startTime: '07:00', durationMinutes: 60, maxParticipants: 0, price: '0' },
      'maxParticipants',
      'Maximum participants must be a whole number from 1 to 500',
    );
    await refused(
      'recipe-ingredients',
      { menuItemId: 1, inventoryItemId: 1, quantityNeeded: '0', unit: 'kg' },
      'quantityNeeded',
      'Enter a quantity greater than 0, with at most 3 decimals',
    );
    await refused(
      'budgets',
      { budgetName: 'Food', budgetYear: 2026, budgetMonth: 13, accountId: 1, budgetedAmount: '500' },
      'budgetMonth',
      'Budget month must be a whole number from 1 to 12',
    );
    await refused('vendors', { vendorName: 'Panadería', email: 'panaderia' }, 'email', 'Invalid email address');
  });

  it('refuses a weekly event that ends before it starts, also when an edit moves only the start', async () => {
    const template = {
      title: 'Drum Night',
      dayOfWeek: 1,
      startTime: '19:00',
      endTime: '21:00',
      duration: '2 hours',
      ticketPrice: '50',
      maxAttendees: 30,
      category: 'music',
      extras: [],
    };
    await refused(
      'event-weekly-templates',
      { ...template, endTime: '18:00' },
      'endTime',
      'The end time must be after the start time',
    );
    const created = await manager.send<{ id: number }>('POST', '/api/admin/event-weekly-templates', template);
    expect(created.body).toMatchObject({ id: expect.any(Number) });
    const edit = await manager.send('PUT', `/api/admin/event-weekly-templates/${created.body.id}`, {
      startTime: '22:00',
    });
    expect(edit.body.errors).toContainEqual({ field: 'endTime', message: 'The end time must be after the start time' });
    expect((await manager.send('GET', `/api/admin/event-weekly-templates/${created.body.id}`)).body.startTime).toBe(
      '19:00',
    );
  });

  it("keeps a loyalty member's totals for the server: they come from transactions and orders", async () => {
    const member = await manager.send<{ id: number }>('POST', '/api/admin/loyalty-members', {
      membershipNumber: 'LS-000900',
      joinDate: '2026-03-01',
      totalPoints: 5000,
      totalSpent: '99999.00',
      totalVisits: 40,
    });
    expect(member.status).toBe(201);
    expect(member.body).toMatchObject({ totalPoints: 0, totalSpent: '0.00', totalVisits: 0 });
  });
});
