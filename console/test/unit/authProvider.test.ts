/** Staff sign-in against the API session: messages, 401 versus 403, identity. */
import { errorBody, errorMessage } from '@lakeside/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setActiveLocale } from '../../src/i18n/locale';
import { apiUnreachable, authProvider, lastSignedInLanguage } from '../../src/providers/authProvider';
import { initialsOf } from '../../src/providers/staffUser';

const staff = {
  id: 7,
  username: 'rosa',
  role: 'manager',
  displayName: 'Rosa Ajú',
  firstName: 'Rosa',
  lastName: 'Ajú',
  language: 'es',
};

function stubFetch(...responses: (Response | Error)[]) {
  const fetchMock = vi.fn(() => {
    const next = responses.shift();
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next ?? new Response(null, { status: 500 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The browser's localStorage, which Node does not have: the last signed-in user is kept there. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('authProvider', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("signs in with the session cookie and rejects with the server's message", async () => {
    const fetchMock = stubFetch(
      Response.json(staff),
      Response.json({ message: errorMessage('auth.invalidCredentials') }, { status: 401 }),
    );
    await authProvider.login({ username: 'rosa', password: 'right' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://localhost:3000/api/auth/login');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"username":"rosa","password":"right"}',
    });
    await expect(authProvider.login({ username: 'rosa', password: 'wrong' })).rejects.toThrow(
      errorMessage('auth.invalidCredentials'),
    );
  });

  it('says so when locked out or when the API cannot be reached', async () => {
    stubFetch(new Response(null, { status: 429 }), new TypeError('Failed to fetch'));
    await expect(authProvider.login({ username: 'rosa', password: 'x' })).rejects.toThrow(
      errorMessage('auth.signInLocked'),
    );
    await expect(authProvider.login({ username: 'rosa', password: 'x' })).rejects.toThrow(apiUnreachable());
  });

  it('signs out on 401 only; a 403 keeps the session', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toThrow();
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('gives the identity with initials and the role as permissions, from one request', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await authProvider.logout({}); // forgets any user cached by earlier tests
    const fetchMock = stubFetch(Response.json(staff));
    const identity = await authProvider.getIdentity?.();
    expect(identity).toMatchObject({ id: 7, fullName: 'Rosa Ajú', initials: 'RA' });
    expect(await authProvider.getPermissions?.({})).toBe('manager');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to the username, then U, for the avatar', () => {
    expect(initialsOf({ firstName: null, lastName: null, username: 'sam' })).toBe('S');
    expect(initialsOf({ firstName: null, lastName: null, username: ' ' })).toBe('U');
    expect(initialsOf(undefined)).toBe('U');
  });

  it('keeps the last signed-in user while the API cannot be reached (the till offline), until sign-out', async () => {
    vi.useFakeTimers();
    try {
      stubFetch(Response.json(staff));
      await authProvider.login({ username: 'rosa', password: 'right' });
      vi.advanceTimersByTime(5_000); // past the short cache: the next check asks the API
      stubFetch(new TypeError('Failed to fetch'));
      await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
      expect(await authProvider.getPermissions?.({})).toBe('manager');
      // The console starts in her language next time, before the API answers.
      expect(lastSignedInLanguage()).toBe('es');

      stubFetch(new Response(null, { status: 204 }));
      await authProvider.logout({});
      expect(lastSignedInLanguage()).toBeNull();
      vi.advanceTimersByTime(5_000);
      stubFetch(new TypeError('Failed to fetch'));
      await expect(authProvider.checkAuth({})).rejects.toThrow(apiUnreachable());
    } finally {
      vi.useRealTimers();
    }
  });
  it('speaks the language the console (or the sign-in page) is in: refusals by their code, the unreachable API', async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    setActiveLocale('es');
    try {
      stubFetch(Response.json(errorBody('auth.invalidCredentials'), { status: 401 }), new TypeError('Failed to fetch'));
      await expect(authProvider.login({ username: 'rosa', password: 'wrong' })).rejects.toThrow(
        errorMessage('auth.invalidCredentials', undefined, 'es'),
      );
      await expect(authProvider.login({ username: 'rosa', password: 'x' })).rejects.toThrow(
        'No se puede conectar con el servidor de Lakeside.',
      );
    } finally {
      setActiveLocale('en');
    }
  });

  it("starts in the last signed-in person's language, and in the browser's when nothing readable is kept", () => {
    localStorage.setItem('lakeside-console-user', JSON.stringify({ ...staff, language: 'en' }));
    expect(lastSignedInLanguage()).toBe('en');
    localStorage.setItem('lakeside-console-user', JSON.stringify({ username: 'old' }));
    expect(lastSignedInLanguage()).toBeNull();
    localStorage.setItem('lakeside-console-user', '{not json');
    expect(lastSignedInLanguage()).toBeNull();
  });
});
