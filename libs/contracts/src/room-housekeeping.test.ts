import { describe, expect, test } from 'vitest';
import { HOUSEKEEPING_STATUSES, type HousekeepingStatus } from './enums/rooms.js';
import type { StaffRole } from './enums/staff.js';
import { housekeepingChangeSchema, housekeepingMoves, isHousekeepingMove } from './room-housekeeping.js';

describe('housekeeping moves', () => {
  test.each<[HousekeepingStatus, StaffRole, HousekeepingStatus[]]>([
    ['dirty', 'staff', ['clean']],
    ['dirty', 'manager', ['clean']],
    ['clean', 'staff', ['dirty']],
    ['clean', 'manager', ['inspected', 'dirty']],
    ['clean', 'admin', ['inspected', 'dirty']],
    ['inspected', 'staff', ['dirty']],
    ['inspected', 'manager', ['dirty']],
  ])('from %s a %s may move to %j', (from, role, moves) => {
    expect(housekeepingMoves(from, role)).toEqual(moves);
  });

  test.each<[HousekeepingStatus, HousekeepingStatus, boolean]>([
    ['dirty', 'inspected', false],
    ['dirty', 'dirty', false],
    ['inspected', 'clean', false],
    ['inspected', 'inspected', false],
    ['clean', 'clean', false],
    ['clean', 'inspected', true],
  ])('%s → %s is in the order: %s', (from, to, allowed) => {
    expect(isHousekeepingMove(from, to)).toBe(allowed);
  });
});

describe('housekeepingChangeSchema', () => {
  test.each(HOUSEKEEPING_STATUSES)('accepts %s', (status) => {
    expect(housekeepingChangeSchema.parse({ status })).toEqual({ status });
  });
  test.each([{}, { status: 'sparkling' }, { status: 1 }])('rejects %j', (body) => {
    expect(housekeepingChangeSchema.safeParse(body).success).toBe(false);
  });
});
