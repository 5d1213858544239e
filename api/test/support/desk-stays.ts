/** Stays booked at the desk (paid at the retreat), as the room desk's New booking dialog makes them. */
import { expect } from 'vitest';
import { addDays, type DeskBookingReply } from '@lakeside/contracts';
import { daysFromToday } from './builders.js';
import type { StaffApiClient } from './staff-session.js';

/** Two nights of `roomType` from `days` from today (today when left out). */
export async function deskStay(
  desk: StaffApiClient,
  stay: { roomType: string; guestName: string; days?: number },
): Promise<DeskBookingReply['booking']> {
  const checkinDate = daysFromToday(stay.days ?? 0);
  const reply = await desk.send<DeskBookingReply>('POST', '/api/room-bookings/staff', {
    checkinDate,
    checkoutDate: addDays(checkinDate, 2),
    roomType: stay.roomType,
    guests: 2,
    guestName: stay.guestName,
    phone: '+502 5555 0101',
  });
  expect(reply.status).toBe(201);
  return reply.body.booking;
}
