import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrResetStaffAccount } from '../src/auth/staff-accounts.js';
import { FREE_ATTEMPTS_PER_ACCOUNT, FREE_ATTEMPTS_PER_ADDRESS } from '../src/auth/login-throttle.js';
import { Session } from '../src/auth/session.entity.js';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../src/auth/session-cookie.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { refusal } from './support/expected-errors.js';

let t: TestApp;
const PASSWORD = 'correct-horse-battery';

beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_WRITES_PER_MINUTE: '100' } });
  await createOrResetStaffAccount(t.dataSource, {
    username: 'ana',
    role: 'manager',
    password: PASSWORD,
    displayName: 'Ana López',
  });
  await createOrResetStaffAccount(t.dataSource, { username: 'leo', role: 'staff', password: PASSWORD });
});
afterAll(async () => t.close());

async function login(username: string, password = PASSWORD, cookie?: string) {
  return fetch(`${t.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ username, password }),
  });
}

function sessionCookie(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  return header.split(';')[0] ?? '';
}

/** A sign-in from another client address, as the site's proxy (a trusted loopback hop) names it. */
function loginFrom(address: string, username: string, password = PASSWORD) {
  return fetch(`${t.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username, password }),
  });
}

const whoAmI = (cookie: string) => fetch(`${t.url}/api/auth/user`, { headers: { cookie } });

describe('staff sign-in', () => {
  it('signs in with a session cookie that scripts cannot read', async () => {
    const response = await login('ana');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: expect.any(Number),
      username: 'ana',
      role: 'manager',
      displayName: 'Ana López',
      firstName: 'Ana',
      lastName: 'López',
      language: null,
    });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^lakeside_sid=[\w-]{40,};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // only in production
    const me = await whoAmI(sessionCookie(response));
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: 'ana' });
  });

  it('keeps only a hash of the token in the sessions table', async () => {
    const token = sessionCookie(await login('leo')).split('=')[1] ?? '';
    const rows = await t.dataSource.getRepository(Session).find();
    expect(rows.some((row) => row.sid === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.sid))).toBe(true);
  });

  it.each([
    ['a wrong password', 'ana', 'wrong-password-123'],
    ['an unknown user', 'nobody', PASSWORD],
  ])('answers %s with 401 and one vague message', async (_case, username, password) => {
    const response = await login(username, password);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(refusal('auth.invalidCredentials'));
  });

  it('validates the form with the contracts messages', async () => {
    const response = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '', password: '' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Array<{ field: string }> };
    expect(body.errors.map((error: { field: string }) => error.field)).toEqual(['username', 'password']);
  });

  it('is 401 signed out', async () => {
    const response = await fetch(`${t.url}/api/auth/user`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(refusal('common.signInRequired'));
  });

  it('gives a new session id at every login and ends the old one', async () => {
    const first = sessionCookie(await login('ana'));
    const second = sessionCookie(await login('ana', PASSWORD, first));
    expect(second).not.toBe(first);
    expect((await whoAmI(first)).status).toBe(401);
    expect((await whoAmI(second)).status).toBe(200);
  });

  /** What the site's sign-out form sends through the site's proxy: a same-origin form post. */
  const signOutForm = (cookie: string, query = '', origin = 'http://localhost:4321') =>
    fetch(`${t.url}/api/logout${query}`, {
      method: 'POST',
      headers: {
        cookie,
        origin,
        accept: 'text/html,application/xhtml+xml',
        'sec-fetch-mode': 'navigate',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: '',
      redirect: 'manual',
    });

  it('ends the session on the sign-out form and redirects only to our own sites', async () => {
    const cookie = sessionCookie(await login('ana'));
    const response = await signOutForm(cookie, '?returnTo=https://evil.example/');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://localhost:4321/');
    expect(response.headers.get('set-cookie')).toMatch(/lakeside_sid=;/);
    expect((await whoAmI(cookie)).status).toBe(401);
    const toConsole = await signOutForm('', '?returnTo=http://localhost:4300/login', 'http://localhost:4300');
    expect(toConsole.headers.get('location')).toBe('http://localhost:4300/login');
  });

  it("ends the session on the console's sign-out call with 204", async () => {
    const cookie = sessionCookie(await login('ana'));
    const response = await fetch(`${t.url}/api/logout`, {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost:4300' },
    });
    expect(response.status).toBe(204);
    expect((await whoAmI(cookie)).status).toBe(401);
  });

  it("keeps each login's console language, chosen only by its owner from the console", async () => {
    const cookie = sessionCookie(await login('leo'));
    const choose = (language: unknown, origin = 'http://localhost:4300') =>
      fetch(`${t.url}/api/auth/user/language`, {
        method: 'PUT',
        headers: { cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify({ language }),
      });
    expect(await (await whoAmI(cookie)).json()).toMatchObject({ language: null });

    const chosen = await choose('es');
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toMatchObject({ username: 'leo', language: 'es' });
    // It follows the person to their next sign-in, and nobody else's login changes.
    expect(await (await login('leo')).json()).toMatchObject({ language: 'es' });
    expect(await (await login('ana')).json()).toMatchObject({ language: null });

    const unknown = await choose('fr');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      errors: [{ field: 'language', message: 'Language must be English (en) or Spanish (es)' }],
    });
    expect((await choose('en', 'https://evil.example')).status).toBe(403);
    const signedOut = await fetch(`${t.url}/api/auth/user/language`, {
      method: 'PUT',
      headers: { origin: 'http://localhost:4300', 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'en' }),
    });
    expect(signedOut.status).toBe(401);
    expect(await (await whoAmI(cookie)).json()).toMatchObject({ language: 'es' });
  });

  it('cannot be signed out from another site, by a form or by a link', async () => {
    const cookie = sessionCookie(await login('ana'));
    expect((await signOutForm(cookie, '', 'https://evil.example')).status).toBe(403);
    const noOrigin = await fetch(`${t.url}/api/logout`, { method: 'POST', headers: { cookie } });
    expect(noOrigin.status).toBe(403);
    const link = await fetch(`${t.url}/api/logout`, {
      headers: { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      redirect: 'manual',
    });
    expect(link.status).toBe(405);
    expect(link.headers.get('allow')).toBe('POST');
    expect(link.headers.get('set-cookie')).toBeNull();
    expect((await whoAmI(cookie)).status).toBe(200);
  });

  it('expires after 30 idle minutes and after 12 hours however active', async () => {
    const sessions = t.dataSource.getRepository(Session);
    for (const [label, age] of [
      ['idle', { lastSeenAt: Date.now() - SESSION_IDLE_MS - 1000, createdAt: Date.now() - SESSION_IDLE_MS - 1000 }],
      ['absolute', { lastSeenAt: Date.now(), createdAt: Date.now() - SESSION_ABSOLUTE_MS - 1000 }],
    ] as const) {
      const cookie = sessionCookie(await login('leo'));
      const sid = createHash('sha256')
        .update(cookie.split('=')[1] ?? '')
        .digest('hex');
      const row = await sessions.findOneByOrFail({ sid });
      await sessions.update({ sid }, { sess: { ...row.sess, ...age } });
      expect((await whoAmI(cookie)).status, label).toBe(401);
    }
  });

  it('locks a username after five wrong passwords from one address, even with the right one', async () => {
    await createOrResetStaffAccount(t.dataSource, { username: 'mia', role: 'staff', password: PASSWORD });
    for (let i = 0; i < 5; i += 1) expect((await login('mia', 'not-the-password')).status).toBe(401);
    const locked = await login('mia');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual(refusal('auth.signInLocked'));
  });

  it('lets the real user in from their own address while a guesser elsewhere is locked', async () => {
    await createOrResetStaffAccount(t.dataSource, { username: 'noa', role: 'staff', password: PASSWORD });
    for (let i = 0; i < FREE_ATTEMPTS_PER_ADDRESS; i += 1) {
      expect((await loginFrom('198.51.100.66', 'noa', 'not-the-password')).status).toBe(401);
    }
    expect((await loginFrom('198.51.100.66', 'noa')).status).toBe(429);
    expect((await loginFrom('203.0.113.10', 'noa')).status).toBe(200);
  });

  it('locks the username everywhere once guesses from many addresses pass the account-wide ceiling', async () => {
    await createOrResetStaffAccount(t.dataSource, { username: 'eva', role: 'staff', password: PASSWORD });
    for (let i = 0; i < FREE_ATTEMPTS_PER_ACCOUNT; i += 1) {
      const address = `198.51.100.${100 + Math.floor(i / FREE_ATTEMPTS_PER_ADDRESS)}`;
      expect((await loginFrom(address, 'eva', 'not-the-password')).status).toBe(401);
    }
    expect((await loginFrom('203.0.113.11', 'eva')).status).toBe(429);
  });
});

describe('CORS', () => {
  it('lets only the console call with credentials and read Content-Range', async () => {
    const allowed = await fetch(`${t.url}/api/auth/user`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4300', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:4300');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const read = await fetch(`${t.url}/api/auth/user`, { headers: { origin: 'http://localhost:4300' } });
    expect(read.headers.get('access-control-expose-headers')).toContain('Content-Range');
    const other = await fetch(`${t.url}/api/auth/user`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('lets the console send %s across origins', async (method) => {
    const preflight = await fetch(`${t.url}/api/admin/menu-items/1`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4300', 'access-control-request-method': method },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')?.split(/,\s*/)).toContain(method);
  });
});
