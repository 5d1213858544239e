import { ADMIN_RESOURCE_NAMES, ADMIN_RESOURCES, STAFF_ROLES, canRead, canWrite } from '@lakeside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../src/admin/audit/audit-entry.entity.js';
import { refusal } from './support/expected-errors.js';
import { anonymous, signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
const as: Record<string, StaffApiClient> = {};

beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { PUBLIC_WRITES_PER_MINUTE: '1000' } });
  for (const role of STAFF_ROLES) as[role] = await signInAs(t, role);
  as.anonymous = anonymous(t);
});
afterAll(async () => t.close());

describe('permission matrix', () => {
  it('answers every resource and role as the contracts matrix says', async () => {
    const mismatches: string[] = [];
    for (const resource of ADMIN_RESOURCE_NAMES) {
      for (const who of ['anonymous', ...STAFF_ROLES] as const) {
        const client = as[who];
        if (!client) throw new Error(who);
        const read = await client.request('GET', `/api/admin/${resource}?range=[0,0]`);
        const expectedRead = who === 'anonymous' ? 401 : canRead(who, resource) ? 200 : 403;
        if (read.status !== expectedRead) mismatches.push(`${who} GET ${resource}: ${read.status} ≠ ${expectedRead}`);

        const write = await client.request('POST', `/api/admin/${resource}`, { __probe: true });
        const readOnly = ADMIN_RESOURCES[resource].write.length === 0;
        const expectedWrite =
          who === 'anonymous'
            ? 401
            : readOnly
              ? canRead(who, resource)
                ? 405
                : 403
              : canWrite(who, resource)
                ? 400
                : 403;
        if (write.status !== expectedWrite)
          mismatches.push(`${who} POST ${resource}: ${write.status} ≠ ${expectedWrite}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses a write from another origin even with a valid session', async () => {
    const response = await fetch(`${t.url}/api/admin/vendors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: as.admin?.cookie ?? '', origin: 'https://evil.example' },
      body: JSON.stringify({ vendorName: 'Sneaky' }),
    });
    expect(response.status).toBe(403);
  });

  it('answers an unknown resource with 404', async () => {
    expect((await as.admin!.request('GET', '/api/admin/nothing-here')).status).toBe(404);
  });
});

describe('lists (ra-data-simple-rest)', () => {
  it('pages, sorts and reports the total in Content-Range for every readable resource', async () => {
    for (const resource of ADMIN_RESOURCE_NAMES) {
      const response = await as.admin!.request('GET', `/api/admin/${resource}?sort=["id","DESC"]&range=[0,1]`);
      expect(response.status, resource).toBe(200);
      expect(response.headers.get('content-range'), resource).toMatch(new RegExp(`^${resource} \\d+-\\d+/\\d+$`));
      expect(Array.isArray(await response.json()), resource).toBe(true);
    }
  });

  it('filters by value, by list, by range and by full-text q', async () => {
    const all = (
      await as.staff!.send<
        Array<{
          id: number;
          name: string;
          price: string;
          isAvailable: boolean;
        }>
      >('GET', '/api/admin/menu-items?range=[0,99]')
    ).body;
    expect(all.length).toBeGreaterThan(5);
    const [first, second] = all;
    const byIds = (
      await as.staff!.send<unknown[]>(
        'GET',
        `/api/admin/menu-items?filter=${encodeURIComponent(JSON.stringify({ id: [first!.id, second!.id] }))}`,
      )
    ).body;
    expect(byIds).toHaveLength(2);

    const word = first!.name.split(' ')[0]!.toLowerCase();
    const searched = (
      await as.staff!.send<Array<{ name: string; description: string | null }>>(
        'GET',
        `/api/admin/menu-items?filter=${encodeURIComponent(JSON.stringify({ q: word }))}`,
      )
    ).body;
    expect(searched.length).toBeGreaterThan(0);
    for (const row of searched) expect(`${row.name} ${row.description ?? ''}`.toLowerCase()).toContain(word);

    const unavailable = (
      await as.staff!.send<Array<{ isAvailable: boolean }>>(
        'GET',
        `/api/admin/menu-items?filter=${encodeURIComponent('{"isAvailable":false}')}`,
      )
    ).body;
    expect(unavailable.every((row) => row.isAvailable === false)).toBe(true);

    const cheap = (
      await as.staff!.send<Array<{ price: string }>>(
        'GET',
        `/api/admin/menu-items?filter=${encodeURIComponent('{"price_lte":"20.00"}')}&sort=["price","ASC"]&range=[0,99]`,
      )
    ).body;
    expect(cheap.every((row) => Number(row.price) <= 20)).toBe(true);
    expect(cheap.map((row) => Number(row.price))).toEqual(
      [...cheap.map((row) => Number(row.price))].sort((a, b) => a - b),
    );

    // Both bounds of a range hold (the console's date ranges): the upper one used to replace the lower.
    const prices = all.map((row) => Number(row.price)).sort((a, b) => a - b);
    const [low, high] = [prices[1]!, prices[prices.length - 2]!];
    const between = (
      await as.staff!.send<Array<{ price: string }>>(
        'GET',
        `/api/admin/menu-items?filter=${encodeURIComponent(JSON.stringify({ price_gte: low, price_lte: high }))}&range=[0,99]`,
      )
    ).body;
    expect(between).toHaveLength(prices.filter((price) => price >= low && price <= high).length);
  });

  it('refuses unknown sort and filter columns with 400', async () => {
    expect((await as.admin!.request('GET', '/api/admin/vendors?sort=["password","ASC"]')).status).toBe(400);
    expect(
      (await as.admin!.request('GET', `/api/admin/vendors?filter=${encodeURIComponent('{"nope":1}')}`)).status,
    ).toBe(400);
    expect((await as.admin!.request('GET', '/api/admin/vendors?range=[5,1]')).status).toBe(400);
    expect((await as.admin!.request('GET', '/api/admin/staff-accounts?sort=["password","ASC"]')).status).toBe(400);
  });
});

describe('create, update, delete', () => {
  it('creates a menu item with the form messages, exact money and an audit row', async () => {
    const categories = (await as.manager!.send<Array<{ id: number }>>('GET', '/api/admin/menu-categories')).body;
    const bad = await as.manager!.send('POST', '/api/admin/menu-items', {
      categoryId: categories[0]!.id,
      name: '',
      price: '-1',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Item name is required' },
        { field: 'price', message: 'Price must be positive' },
      ]),
    );

    const created = await as.manager!.send<{ id: number }>('POST', '/api/admin/menu-items', {
      categoryId: categories[0]!.id,
      name: 'Pepián de pollo',
      price: '0.10',
      costPrice: 0.2,
      preparationTime: 25,
      dietary: [],
      allergens: [],
    });
    const item = created.body;
    expect(created.status, JSON.stringify(item)).toBe(201);
    expect(item).toMatchObject({ name: 'Pepián de pollo', price: '0.10', costPrice: '0.20' });

    const sum: Array<{ total: string | number }> = await t.dataSource.query(
      'SELECT price + costPrice AS total FROM menu_items WHERE id = ?',
      [item.id],
    );
    expect(Number(sum[0]!.total).toFixed(2)).toBe('0.30');

    const updated = await as.manager!.send('PUT', `/api/admin/menu-items/${String(item.id)}`, {
      ...item,
      price: '48.50',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ price: '48.50' });

    const trail = await t.dataSource
      .getRepository(AuditEntry)
      .find({ where: { resource: 'menu-items', recordId: String(item.id) }, order: { id: 'ASC' } });
    expect(trail.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(trail[1]).toMatchObject({
      staffUsername: 'manager-user',
      changes: { before: { price: '0.10' }, after: { price: '48.50' } },
    });

    const removed = await as.manager!.request('DELETE', `/api/admin/menu-items/${String(item.id)}`);
    expect(removed.status).toBe(200);
    expect((await as.manager!.request('GET', `/api/admin/menu-items/${String(item.id)}`)).status).toBe(404);
  });

  it('checks columns it has no form schema for: required, types and text limits', async () => {
    const response = await as.manager!.send('POST', '/api/admin/vendors', {
      vendorName: 'x'.repeat(500),
      isActive: 'yes',
      bogus: 1,
    });
    expect(response.status).toBe(400);
    const fields = response.body.errors?.map((error) => error.field) ?? [];
    expect(fields).toEqual(expect.arrayContaining(['vendorName', 'isActive', 'bogus']));
  });

  it('refuses deleting a referenced row with 409 and a clear message', async () => {
    const categories = (await as.manager!.send<Array<{ id: number }>>('GET', '/api/admin/menu-categories')).body;
    expect(await as.manager!.send('DELETE', `/api/admin/menu-categories/${categories[0]!.id}`)).toEqual({
      status: 409,
      body: refusal('admin.inUse'),
    });
  });

  it('answers a link to a missing row with 400, not 500', async () => {
    const response = await as.manager!.request('POST', '/api/admin/menu-items', {
      categoryId: 99999,
      name: 'Ghost',
      price: '10.00',
      preparationTime: 5,
      dietary: [],
      allergens: [],
    });
    expect(response.status).toBe(400);
  });

  it('keeps staff passwords hashed and never sends them back', async () => {
    const created = await as.admin!.request('POST', '/api/admin/staff-accounts', {
      username: 'new-cook',
      role: 'staff',
      password: 'short',
    });
    expect(created.status).toBe(400);
    const ok = await as.admin!.send<{ id: number }>('POST', '/api/admin/staff-accounts', {
      username: 'new-cook',
      role: 'staff',
      password: 'a-good-long-password',
    });
    expect(ok.status).toBe(201);
    const account = ok.body;
    expect(account).not.toHaveProperty('password');
    const rows: Array<{ password: string }> = await t.dataSource.query(
      'SELECT password FROM admin_users WHERE username = ?',
      ['new-cook'],
    );
    expect(rows[0]!.password).toMatch(/^\$argon2id\$/);
    const trail = await t.dataSource
      .getRepository(AuditEntry)
      .findOneByOrFail({ resource: 'staff-accounts', recordId: String(account.id) });
    expect(JSON.stringify(trail.changes)).not.toContain('argon2');
  });
});

describe('schema for the console', () => {
  it('lists only what the role may read, with field types, limits, references and choices', async () => {
    const forStaff = (
      await as.staff!.send<
        Array<{
          name: string;
          canWrite: boolean;
        }>
      >('GET', '/api/admin-schema')
    ).body;
    expect(forStaff.map((resource) => resource.name)).not.toContain('expenses');
    expect(forStaff.find((resource) => resource.name === 'menu-items')?.canWrite).toBe(false);

    const forAdmin = (
      await as.admin!.send<
        Array<{
          name: string;
          fields: Array<{
            name: string;
            type: string;
            required: boolean;
            readOnly: boolean;
            maxLength?: number;
            reference?: string;
            choices?: unknown[];
          }>;
        }>
      >('GET', '/api/admin-schema')
    ).body;
    const menuItems = forAdmin.find((resource) => resource.name === 'menu-items')!;
    const field = (name: string) => menuItems.fields.find((f) => f.name === name);
    expect(field('id')).toMatchObject({ type: 'integer', readOnly: true });
    expect(field('price')).toMatchObject({ type: 'money', required: true });
    expect(field('name')).toMatchObject({ type: 'text', required: true, maxLength: expect.any(Number) });
    expect(field('categoryId')).toMatchObject({ type: 'integer', reference: 'menu-categories' });
    expect(field('allergens')).toMatchObject({ type: 'list', choices: expect.arrayContaining(['gluten', 'nuts']) });
    const accounts = forAdmin.find((resource) => resource.name === 'staff-accounts')!;
    expect(accounts.fields.find((f) => f.name === 'password')).toMatchObject({ type: 'text', readOnly: false });
    // A booking's own stay leads its grid; the guest and payment columns it inherits follow.
    const leading = (name: string) =>
      forAdmin
        .find((resource) => resource.name === name)!
        .fields.slice(0, 8)
        .map((f) => f.name);
    expect(leading('room-bookings')).toEqual([
      'id',
      'reference',
      'checkinDate',
      'checkoutDate',
      'roomType',
      'guests',
      'guestName',
      'email',
    ]);
    expect(leading('event-bookings')).toEqual([
      'id',
      'reference',
      'eventId',
      'sessionId',
      'guestName',
      'email',
      'phone',
      'numberOfTickets',
    ]);
    expect((await anonymous(t).request('GET', '/api/admin-schema')).status).toBe(401);
  });
});
