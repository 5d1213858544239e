import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import type { AdminUser } from './admin-user.entity.js';
import type { SessionService } from './session.service.js';
import { StaffAuthorizer, type StaffRequest } from './staff-authorizer.js';

/** The decision order: Origin for unsafe methods, then session, then role. */
function authorizerWith(user: Partial<AdminUser> | undefined) {
  const sessions = { resolve: () => Promise.resolve(user) } as unknown as SessionService;
  return new StaffAuthorizer(sessions, loadConfig({}));
}

function request(method: string, headers: Record<string, string> = {}): StaffRequest {
  return { method, headers, cookies: { lakeside_sid: 'token' } } as unknown as StaffRequest;
}

describe('StaffAuthorizer', () => {
  it('refuses a state-changing request from another origin before looking at the session', async () => {
    const authorizer = authorizerWith({ role: 'admin' });
    await expect(
      authorizer.authorize(request('POST', { origin: 'https://evil.example' }), ['admin']),
    ).rejects.toMatchObject({ code: 'auth.crossSite' });
    await expect(authorizer.authorize(request('DELETE'), ['admin'])).rejects.toMatchObject({ code: 'auth.crossSite' });
    await expect(
      authorizer.authorize(request('POST', { origin: 'http://localhost:4300' }), ['admin']),
    ).resolves.toMatchObject({ role: 'admin' });
  });

  it('asks to sign in without a session and forbids a role outside the list', async () => {
    await expect(authorizerWith(undefined).authorize(request('GET'), ['admin'])).rejects.toMatchObject({
      code: 'common.signInRequired',
    });
    await expect(
      authorizerWith({ role: 'staff' }).authorize(request('GET'), ['admin', 'manager']),
    ).rejects.toMatchObject({ code: 'common.forbidden' });
    await expect(
      authorizerWith({ role: 'manager' }).authorize(request('GET'), ['admin', 'manager']),
    ).resolves.toMatchObject({ role: 'manager' });
  });
});
