/**
 * The API as a staff member sees it, over HTTP: sign in once, then read or change records
 * the way the console does. Tests use it to check what a guest's action left behind.
 */
import { inject } from 'vitest';
import type { StaffRole } from '@lakeside/contracts';

export interface StaffApi {
  /** The session cookie, to put into a browser context as after signing in. */
  cookie: { name: string; value: string };
  get<T = unknown>(path: string): Promise<T>;
  send<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

export async function signInStaff(role: StaffRole): Promise<StaffApi> {
  const { apiUrl, consoleUrl, staff } = inject('system');
  const { username, password } = staff[role];
  const login = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: consoleUrl },
    body: JSON.stringify({ username, password }),
  });
  const [name = '', value = ''] = (login.headers.get('set-cookie') ?? '').split(';')[0]?.split('=') ?? [];
  if (!login.ok || !value) throw new Error(`${username} could not sign in: ${login.status} ${await login.text()}`);
  const headers = { Cookie: `${name}=${value}`, Origin: consoleUrl };

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
  return {
    cookie: { name, value },
    get: (path) => call('GET', path),
    send: (method, path, body) => call(method, path, body),
  };
}
