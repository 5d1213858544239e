/** The bookings tabs' calendar arithmetic (the owner's figures come from the API: owner/). */
import { describe, expect, it } from 'vitest';
import { datesOfMonth, nightsByRoom, shiftMonth } from '../../src/dashboard/dashboardStats';
import type { RoomBookingReply } from '@lakeside/contracts';
import { roomBooking } from '../support/replies';

const stay = (
  roomType: string,
  checkinDate: string,
  checkoutDate: string,
  totalPrice: string,
  status: RoomBookingReply['status'] = 'confirmed',
) => roomBooking({ id: Math.random(), roomType, checkinDate, checkoutDate, totalPrice, status });

describe('bookings calendar', () => {
  it('walks months and their days', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(datesOfMonth('2028-02')).toHaveLength(29);
    expect(datesOfMonth('2026-02').at(-1)).toBe('2026-02-28');
  });

  it('maps each occupied night to its booking', () => {
    const nights = nightsByRoom([
      stay('a', '2026-03-10', '2026-03-12', '1.00'),
      stay('b', '2026-03-10', '2026-03-11', '1.00', 'cancelled'),
    ]);
    expect([...(nights.get('a')?.keys() ?? [])]).toEqual(['2026-03-10', '2026-03-11']);
    expect(nights.has('b')).toBe(false);
  });
});
