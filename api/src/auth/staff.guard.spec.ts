import { ForbiddenException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import type { AdminUser } from './admin-user.entity.js';
import type { SessionService } from './session.service.js';
import { StaffGuard } from './staff.guard.js';

/** The guard's decisions: Origin for unsafe methods, then session, then role. */
function contextFor(request: {
  method: string;
  headers: Record<string, string>;
  cookies: Record<string, string>;
}): ExecutionContext {
  const handler = () => undefined;
  return {
    switchToHttp: () => ({ getRequest: () => request }),
    getHandler: () => handler,
    getClass: () => class {},
  } as unknown as ExecutionContext;
}

function guardWith(user: Partial<AdminUser> | undefined, allowed: string[]) {
  const sessions = { resolve: () => Promise.resolve(user) } as unknown as SessionService;
  const reflector = { getAllAndOverride: () => allowed } as unknown as Reflector;
  return new StaffGuard(reflector, sessions, loadConfig({}));
}

describe('StaffGuard', () => {
  const cookies = { lakeside_sid: 'token' };

  it('refuses a state-changing request from another origin before looking at the session', async () => {
    const guard = guardWith({ role: 'admin' }, ['admin']);
    await expect(
      guard.canActivate(contextFor({ method: 'POST', headers: { origin: 'https://evil.example' }, cookies })),
    ).rejects.toThrow(ForbiddenException);
    await expect(guard.canActivate(contextFor({ method: 'DELETE', headers: {}, cookies }))).rejects.toThrow(
      ForbiddenException,
    );
    await expect(
      guard.canActivate(contextFor({ method: 'POST', headers: { origin: 'http://localhost:4300' }, cookies })),
    ).resolves.toBe(true);
  });

  it('answers 401 without a session and 403 for a role outside the list', async () => {
    await expect(
      guardWith(undefined, ['admin']).canActivate(contextFor({ method: 'GET', headers: {}, cookies })),
    ).rejects.toThrow(UnauthorizedException);
    await expect(
      guardWith({ role: 'staff' }, ['admin', 'manager']).canActivate(
        contextFor({ method: 'GET', headers: {}, cookies }),
      ),
    ).rejects.toThrow(ForbiddenException);
    await expect(
      guardWith({ role: 'manager' }, ['admin', 'manager']).canActivate(
        contextFor({ method: 'GET', headers: {}, cookies }),
      ),
    ).resolves.toBe(true);
  });
});
