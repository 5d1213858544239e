/** The dashboard's figures, exact and in calendar days. */
import { describe, expect, it } from 'vitest';
import {
  datesOfMonth,
  movementsOn,
  nightsByRoom,
  occupancy,
  revenue,
  shiftMonth,
  upcomingEventSeats,
} from '../../src/dashboard/dashboardStats';
import type { RoomBookingReply } from '@lakeside/contracts';
import { eventOccurrence, eventSession, room, roomBooking } from '../support/replies';

const stay = (
  roomType: string,
  checkinDate: string,
  checkoutDate: string,
  totalPrice: string,
  status: RoomBookingReply['status'] = 'confirmed',
) => roomBooking({ id: Math.random(), roomType, checkinDate, checkoutDate, totalPrice, status });
const rooms = ['a', 'b'].map((id) => room(id));

describe('dashboard figures', () => {
  it('adds confirmed totals exactly and leaves held, cancelled and expired ones out', () => {
    expect(
      revenue([
        stay('a', '2026-03-01', '2026-03-03', '0.10', 'confirmed'),
        stay('a', '2026-03-05', '2026-03-07', '0.20'),
        stay('b', '2026-03-01', '2026-03-03', '100.00', 'held'),
        stay('b', '2026-03-05', '2026-03-07', '100.00', 'cancelled'),
        stay('b', '2026-03-08', '2026-03-10', '100.00', 'expired'),
      ]),
    ).toEqual([{ currency: 'USD', total: '0.30' }]);
    expect(revenue([])).toEqual([]);
  });

  it('counts arrivals and departures of a day, cancelled stays excepted', () => {
    const bookings = [
      stay('a', '2026-03-10', '2026-03-12', '1.00', 'confirmed'),
      stay('b', '2026-03-08', '2026-03-10', '1.00', 'held'),
      stay('b', '2026-03-10', '2026-03-12', '1.00', 'cancelled'),
    ];
    expect(movementsOn(bookings, '2026-03-10')).toEqual({ arrivals: 1, departures: 1 });
  });

  it('counts only the nights inside the month, over rooms × days', () => {
    const bookings = [stay('a', '2026-02-27', '2026-03-02', '1.00'), stay('b', '2026-03-31', '2026-04-03', '1.00')];
    expect(occupancy(bookings, rooms, '2026-03')).toEqual({ bookedNights: 2, availableNights: 62, rate: 2 / 62 });
    expect(occupancy(bookings, [], '2026-03').rate).toBe(0);
  });

  it('sums seats of sessions from now on, on the retreat clock', () => {
    const events = [
      eventOccurrence(1, 'Yoga', [
        eventSession('2026-03-10', '06:59', 5),
        eventSession('2026-03-10', '07:00', 3),
        eventSession('2026-03-11', '06:00', 4),
      ]),
    ];
    expect(upcomingEventSeats(events, '2026-03-10', '07:00')).toBe(7);
  });

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
