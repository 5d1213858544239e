import { errorMessage, isErrorCode, parseReply, staffUserReply, type ApiErrorBody } from '@lakeside/contracts';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { consoleMessages } from '../i18n/consoleMessages';
import { activeLocale } from '../i18n/locale';
import { apiUrlOf } from './apiOrigin';
import { LAST_USER_KEY } from './lastSignedIn';
import { initialsOf, nameOf, type StaffUser } from './staffUser';

export { lastSignedInLanguage } from './lastSignedIn';

/**
 * Shown when the API cannot be reached at all (network down, API stopped), in the console's
 * language: the sign-in page sets it too (login/LoginPage.tsx) and shows this message.
 */
export function apiUnreachable(): string {
  return (consoleMessages[activeLocale()] as { apiUnreachable: string }).apiUnreachable;
}

/** The console's view of who is signed in: an avatar's initials ride along with the identity. */
export interface StaffIdentity extends UserIdentity {
  initials: string;
  user: StaffUser;
}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(apiUrlOf(path), { ...init, credentials: 'include' });
  } catch {
    throw new Error(apiUnreachable());
  }
}

/**
 * The refusal's message in the console's language (by its code, as httpClient reads them), read
 * without assuming the body's shape (it may not be JSON at all).
 */
async function messageOf(response: Response): Promise<string | undefined> {
  const body: unknown = await response.json().catch(() => null);
  if (typeof body !== 'object' || body === null) return undefined;
  const { code, params, message } = body as Partial<ApiErrorBody>;
  if (isErrorCode(code)) return errorMessage(code, params, activeLocale());
  return typeof message === 'string' ? message : undefined;
}

/**
 * react-admin asks "who is signed in?" three times on start (checkAuth, getIdentity,
 * getPermissions); one request answers all three. Kept briefly so a lapsed session is
 * still noticed on the next navigation.
 */
const USER_CACHE_MS = 2_000;
let cached: { at: number; user: Promise<StaffUser | null> } | null = null;

function remember(user: StaffUser | null): StaffUser | null {
  if (user) localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
  else localStorage.removeItem(LAST_USER_KEY);
  return user;
}

function lastUser(error: unknown): StaffUser {
  const kept = localStorage.getItem(LAST_USER_KEY);
  if (!kept) throw error;
  return parseReply(staffUserReply, JSON.parse(kept), 'the last signed-in user');
}

/** The signed-in person as the API now says (after they chose a language, say), without waiting for the cache to lapse. */
export function forgetCachedUser(): void {
  cached = null;
}

function currentUser(): Promise<StaffUser | null> {
  if (cached && Date.now() - cached.at < USER_CACHE_MS) return cached.user;
  // A reply that breaks the contract rejects (ReplyMismatchError) rather than signing in half a user.
  const user = call('/api/auth/user').then(
    async (response) =>
      remember(response.ok ? parseReply(staffUserReply, await response.json(), 'GET /api/auth/user') : null),
    lastUser,
  );
  cached = { at: Date.now(), user };
  // A network failure must not be remembered as "signed out".
  user.catch(() => (cached = null));
  return user;
}

async function signedInUser(): Promise<StaffUser> {
  const user = await currentUser();
  if (!user)
    throw Object.assign(new Error(errorMessage('common.signInRequired', undefined, activeLocale())), { status: 401 });
  return user;
}

/** Staff sign-in against the API's server-side sessions (httpOnly cookie). */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    cached = null;
    const response = await call('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (response.ok) {
      const user = remember(parseReply(staffUserReply, await response.json(), 'POST /api/auth/login'));
      cached = { at: Date.now(), user: Promise.resolve(user) };
      return;
    }
    const fallback =
      response.status === 429
        ? errorMessage('auth.signInLocked', undefined, activeLocale())
        : response.status === 401
          ? errorMessage('auth.invalidCredentials', undefined, activeLocale())
          : errorMessage('common.serverError', undefined, activeLocale());
    throw new Error((await messageOf(response)) ?? fallback);
  },

  async logout() {
    cached = null;
    remember(null);
    // Signing out locally must work even when the API is unreachable.
    await call('/api/logout', { method: 'POST' }).catch(() => undefined);
  },

  async checkAuth() {
    await signedInUser();
  },

  /** 401: the session is gone, sign out. 403: the role may not do this; stay signed in and say so. */
  checkError(error: { status?: number } | undefined) {
    if (error?.status !== 401) return Promise.resolve();
    cached = null;
    remember(null);
    return Promise.reject(new Error(errorMessage('common.signInRequired', undefined, activeLocale())));
  },

  async getIdentity(): Promise<StaffIdentity> {
    const user = await signedInUser();
    return { id: user.id, fullName: nameOf(user), initials: initialsOf(user), user };
  },

  /** The role; undefined when signed out, so the resource list is simply empty. */
  async getPermissions() {
    return (await currentUser())?.role;
  },
};
