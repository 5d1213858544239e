/**
 * Which sessions survive a change to a staff account: a new password (from the console or
 * `npm run staff:create`) ends every session but the one its owner changed it from;
 * deactivating ends them all, and reactivating never brings an old cookie back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUser } from '../src/auth/admin-user.entity.js';
import { Session } from '../src/auth/session.entity.js';
import { createOrResetStaffAccount } from '../src/auth/staff-accounts.js';
import { STAFF_PASSWORD, signIn, signInAs, type StaffClient } from './support/staff-session.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: StaffClient;

beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_WRITES_PER_MINUTE: '1000' } });
  admin = await signInAs(t, 'admin');
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'another-long-password';

/** A fresh account with two sessions (two devices). */
async function accountWithTwoSessions(username: string) {
  const first = await signInAs(t, 'staff', username);
  const second = await signIn(t, username, STAFF_PASSWORD);
  const { id } = await t.dataSource.getRepository(AdminUser).findOneByOrFail({ username });
  return { id, first, second };
}

const signedIn = async (client: StaffClient) => (await client.request('GET', '/api/auth/user')).status === 200;

const editAccount = (by: StaffClient, id: number, changes: Record<string, unknown>) =>
  by.request('PUT', `/api/admin/staff-accounts/${id}`, changes);

describe('staff sessions after account changes', () => {
  it('ends every session of an account whose password an admin resets in the console', async () => {
    const { id, first, second } = await accountWithTwoSessions('pia');
    expect(await signedIn(first)).toBe(true);
    expect((await editAccount(admin, id, { password: NEW_PASSWORD })).status).toBe(200);
    expect(await signedIn(first)).toBe(false);
    expect(await signedIn(second)).toBe(false);
    expect(await sessionsOf(id)).toBe(0);
    expect(await signedIn(await signIn(t, 'pia', NEW_PASSWORD))).toBe(true);
    expect(await signedIn(admin)).toBe(true);
  });

  it('keeps the session a staff member changes their own password from, and ends their others', async () => {
    const here = await signInAs(t, 'admin', 'self-changer');
    const elsewhere = await signIn(t, 'self-changer', STAFF_PASSWORD);
    const { id } = await t.dataSource.getRepository(AdminUser).findOneByOrFail({ username: 'self-changer' });
    expect((await editAccount(here, id, { password: NEW_PASSWORD })).status).toBe(200);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
  });

  it('leaves sessions alone when nothing about signing in changed', async () => {
    const { id, first } = await accountWithTwoSessions('ria');
    expect((await editAccount(admin, id, { displayName: 'Ría' })).status).toBe(200);
    expect(await signedIn(first)).toBe(true);
  });

  it('ends every session on deactivation, and reactivation does not revive them', async () => {
    const { id, first, second } = await accountWithTwoSessions('teo');
    expect((await editAccount(admin, id, { isActive: false })).status).toBe(200);
    expect(await sessionsOf(id)).toBe(0);
    expect(await signedIn(first)).toBe(false);
    expect((await editAccount(admin, id, { isActive: true })).status).toBe(200);
    expect(await signedIn(first)).toBe(false);
    expect(await signedIn(second)).toBe(false);
  });

  it('does not revive a cookie when an account deactivated outside the console is reactivated', async () => {
    const { id, first, second } = await accountWithTwoSessions('uma');
    await t.dataSource.getRepository(AdminUser).update({ id }, { isActive: false });
    expect(await signedIn(first)).toBe(false);
    expect((await editAccount(admin, id, { isActive: true })).status).toBe(200);
    expect(await signedIn(first)).toBe(false);
    expect(await signedIn(second)).toBe(false);
  });

  it('ends every session when the account is deleted', async () => {
    const { id, first } = await accountWithTwoSessions('vic');
    expect((await admin.request('DELETE', `/api/admin/staff-accounts/${id}`)).status).toBe(200);
    expect(await signedIn(first)).toBe(false);
    expect(await sessionsOf(id)).toBe(0);
  });

  it('ends every session when `npm run staff:create` resets the password', async () => {
    const { first, second } = await accountWithTwoSessions('wes');
    await createOrResetStaffAccount(t.dataSource, { username: 'wes', role: 'staff', password: NEW_PASSWORD });
    expect(await signedIn(first)).toBe(false);
    expect(await signedIn(second)).toBe(false);
  });
});

/** Rows left in the sessions table for the account. */
async function sessionsOf(userId: number): Promise<number> {
  const rows = await t.dataSource.getRepository(Session).find();
  return rows.filter((row) => row.sess.userId === userId).length;
}
