/**
 * A grid that points at another table shows that row's name, also to a reader who may not open
 * that table: GET /api/admin-names/<resource>?ids=[…] names rows for whoever reads a table that
 * references them, and nobody else; columns without a foreign key (who approved a week) are
 * references too, in the schema and in the CSV export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminNamesReply, adminSchemaReply } from '@lakeside/contracts';
import { AdminUser } from '../src/auth/admin-user.entity.js';
import { refusal } from './support/expected-errors.js';
import { signInAs, type StaffApiClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let manager: StaffApiClient;
let managerId: number;

beforeAll(async () => {
  t = await startTestApp();
  manager = await signInAs(t, 'manager');
  managerId = (await t.dataSource.getRepository(AdminUser).findOneByOrFail({ username: 'manager-user' })).id;
});
afterAll(async () => t?.close());

const namesOf = (client: StaffApiClient, resource: string, ids: string) =>
  client.send('GET', `/api/admin-names/${resource}?ids=${encodeURIComponent(ids)}`);

describe('names of rows a grid points at', () => {
  it('describes columns without a foreign key as references', async () => {
    const schema = await manager.read('/api/admin-schema', adminSchemaReply);
    const approvedBy = schema
      .find((resource) => resource.name === 'time-tracking')
      ?.fields.find((field) => field.name === 'approvedBy');
    expect(approvedBy).toMatchObject({ reference: 'staff-accounts', readOnly: true });
    // The manager may read time entries but not staff accounts: names are all they get.
    expect(schema.some((resource) => resource.name === 'staff-accounts')).toBe(false);
  });

  it('gives a manager the names of staff accounts, and nothing else of them', async () => {
    const { status, body } = await namesOf(manager, 'staff-accounts', JSON.stringify([managerId, 999_999]));
    expect(status).toBe(200);
    expect(adminNamesReply.parse(body)).toEqual([{ id: managerId, name: 'Test manager' }]);
  });

  it('refuses names of a table no readable grid points at', async () => {
    const staff = await signInAs(t, 'staff');
    // Schedules (which every member reads) say who planned them; nothing staff read points at the audit log.
    expect((await namesOf(staff, 'staff-accounts', `[${managerId}]`)).status).toBe(200);
    expect(await namesOf(staff, 'audit-log', '[1]')).toEqual({
      status: 403,
      body: refusal('common.forbidden'),
    });
  });

  it('refuses what is not a list of ids, and a table that does not exist', async () => {
    for (const ids of ['1', '[{"id":1}]', 'not json', JSON.stringify(Array.from({ length: 501 }, (_, i) => i))]) {
      const { status } = await namesOf(manager, 'staff-accounts', ids);
      expect(status, ids).toBe(400);
    }
    expect((await namesOf(manager, 'no-such-table', '[1]')).status).toBe(404);
  });
});
