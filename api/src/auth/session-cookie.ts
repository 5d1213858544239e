import type { CookieSerializeOptions } from '@fastify/cookie';
import type { AppConfig } from '../config/config.js';

export const SESSION_COOKIE = 'lakeside_sid';

/** Idle timeout: a staff session left alone this long ends. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** Absolute lifetime: even an active session ends after a working day. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;

/** httpOnly (no script reads it), SameSite=Lax (no cross-site POSTs carry it), Secure in production. */
export function sessionCookieOptions(config: Pick<AppConfig, 'NODE_ENV'>): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.NODE_ENV === 'production',
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  };
}
