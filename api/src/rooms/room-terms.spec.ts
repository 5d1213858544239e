import { POLICIES_UPDATED_ON } from '@lakeside/contracts';
import { describe, expect, it } from 'vitest';
import { roomPolicyAtBooking, roomStayStart } from './room-terms.js';

describe('room terms', () => {
  it('starts a stay at 15:00 at the retreat (UTC-6) on the check-in day', () => {
    expect(roomStayStart('2026-12-10').toISOString()).toBe('2026-12-10T21:00:00.000Z');
  });

  it('ends free cancellation 48 hours before that, under the current policy version', () => {
    expect(roomPolicyAtBooking('2026-12-10')).toEqual({
      freeCancellationUntil: new Date('2026-12-08T21:00:00.000Z'),
      policyVersion: POLICIES_UPDATED_ON,
    });
  });
});
