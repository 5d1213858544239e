/** Signs staff in against a running test app and returns request helpers that carry the cookie. */
import type { StaffRole } from '@lakeside/contracts';
import { createOrResetStaffAccount } from '../../src/auth/staff-accounts.js';
import type { TestApp } from './test-app.js';

export const CONSOLE_ORIGIN = 'http://localhost:4300';

export interface StaffClient {
  cookie: string;
  request(method: string, path: string, body?: unknown): Promise<Response>;
}

export const STAFF_PASSWORD = 'a-long-test-password';

export async function signInAs(t: TestApp, role: StaffRole, username = `${role}-user`): Promise<StaffClient> {
  await createOrResetStaffAccount(t.dataSource, {
    username,
    role,
    password: STAFF_PASSWORD,
    displayName: `Test ${role}`,
  });
  return signIn(t, username, STAFF_PASSWORD);
}

/** One more session of an existing account (signInAs resets the password, which ends the others). */
export async function signIn(t: TestApp, username: string, password: string): Promise<StaffClient> {
  const response = await fetch(`${t.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username} failed: ${response.status}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { cookie, request: (method, path, body) => call(t, method, path, body, cookie) };
}

export const anonymous = (t: TestApp): StaffClient => ({
  cookie: '',
  request: (method, path, body) => call(t, method, path, body, ''),
});

function call(t: TestApp, method: string, path: string, body: unknown, cookie: string): Promise<Response> {
  return fetch(`${t.url}${path}`, {
    method,
    headers: {
      origin: CONSOLE_ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
}
