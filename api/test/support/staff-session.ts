/** Signs staff in against a running test app and returns an API client that carries the cookie. */
import type { StaffRole } from '@lakeside/contracts';
import { createOrResetStaffAccount } from '../../src/auth/staff-accounts.js';
import { apiClient, type ApiClient } from './api-client.js';
import type { TestApp } from './test-app.js';

/** The console's origin: staff calls carry it, as the browser does, so the API's origin check passes. */
export const CONSOLE_ORIGIN = 'http://localhost:4300';

/** The least a staff client has: what a spec may still build by hand (reply-contracts' guest). */
export interface StaffClient {
  cookie: string;
  request(method: string, path: string, body?: unknown): Promise<Response>;
}

/** What signInAs and anonymous return: the API client (send, read) with the console's cookie and origin. */
export interface StaffApiClient extends StaffClient, ApiClient {}

export const STAFF_PASSWORD = 'a-long-test-password';

export async function signInAs(t: TestApp, role: StaffRole, username = `${role}-user`): Promise<StaffApiClient> {
  await createOrResetStaffAccount(t.dataSource, {
    username,
    role,
    password: STAFF_PASSWORD,
    displayName: `Test ${role}`,
  });
  return signIn(t, username, STAFF_PASSWORD);
}

/** One more session of an existing account (signInAs resets the password, which ends the others). */
export async function signIn(t: TestApp, username: string, password: string): Promise<StaffApiClient> {
  const response = await fetch(`${t.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username} failed: ${response.status}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { cookie, ...apiClient(t, { cookie, origin: CONSOLE_ORIGIN }) };
}

/** The console without a session: staff routes must answer it 401. */
export const anonymous = (t: TestApp): StaffApiClient => ({ cookie: '', ...apiClient(t, { origin: CONSOLE_ORIGIN }) });
