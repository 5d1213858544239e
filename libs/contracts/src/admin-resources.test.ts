import { describe, expect, it } from 'vitest';
import { ADMIN_RESOURCE_NAMES, ADMIN_RESOURCES, canRead, canWrite } from './admin-resources.js';

describe('admin resource permissions', () => {
  it('lets every writer also read', () => {
    for (const name of ADMIN_RESOURCE_NAMES) {
      for (const role of ADMIN_RESOURCES[name].write) expect(canRead(role, name), `${role} on ${name}`).toBe(true);
    }
  });

  it.each([
    ['admin', 'staff-accounts', true, true],
    ['manager', 'staff-accounts', false, false],
    ['manager', 'menu-items', true, true],
    ['staff', 'menu-items', true, false],
    ['staff', 'expenses', false, false],
    ['admin', 'room-bookings', true, false],
    ['admin', 'audit-log', true, false],
  ] as const)('%s on %s: read %s, write %s', (role, resource, read, write) => {
    expect(canRead(role, resource)).toBe(read);
    expect(canWrite(role, resource)).toBe(write);
  });
});
