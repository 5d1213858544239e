/**
 * Seeds the demo reviews through the same tables real ones use: a past stay in room_bookings
 * (confirmed, checked in and out, its nights in room_nights like any sold night) and the
 * guest's review in reviews, approved. Idempotent: a stay is found by its reference.
 */
import { addDays } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { Review } from '../../reviews/review.entity.js';
import { firstNameOf } from '../../reviews/review-links.js';
import { RoomBooking } from '../../rooms/room-booking.entity.js';
import { RoomNight } from '../../rooms/room-night.entity.js';
import { Room } from '../../rooms/room.entity.js';
import { DEMO_REVIEWS, type DemoReview } from './reviews.data.js';

export async function seedDemoReviews(manager: EntityManager, context: { today: string }): Promise<void> {
  for (const demo of DEMO_REVIEWS) {
    if (await manager.existsBy(RoomBooking, { reference: demo.reference })) continue;
    const room = await manager.findOneBy(Room, { id: demo.roomId });
    if (!room) continue;
    const booking = await manager.save(manager.create(RoomBooking, pastStay(demo, room, context.today)));
    const nights = Array.from({ length: demo.nights }, (_, index) => addDays(booking.checkinDate, index));
    await manager.insert(
      RoomNight,
      nights.map((night) => ({ roomId: room.id, night, bookingId: booking.id })),
    );
    await manager.insert(Review, {
      roomBookingId: booking.id,
      roomId: room.id,
      rating: demo.rating,
      text: demo.text,
      firstName: firstNameOf(demo.guestName),
      language: demo.language,
      status: 'approved',
      moderatedAt: new Date(`${booking.checkoutDate}T18:00:00Z`),
      moderatedBy: 'Demo seed',
    });
  }
}

function pastStay(demo: DemoReview, room: Room, today: string): Partial<RoomBooking> {
  const checkoutDate = addDays(today, -demo.endedDaysAgo);
  const checkinDate = addDays(checkoutDate, -demo.nights);
  const total = (Number(room.pricePerNight) * demo.nights).toFixed(2);
  return {
    reference: demo.reference,
    roomType: room.id,
    checkinDate,
    checkoutDate,
    guests: 2,
    guestName: demo.guestName,
    email: `${firstNameOf(demo.guestName).toLowerCase()}@example.com`,
    phone: '+502 5555 0100',
    language: demo.language,
    totalPrice: total,
    status: 'confirmed',
    paymentProvider: 'pay_at_retreat',
    confirmedAt: new Date(`${checkinDate}T12:00:00Z`),
    checkedInAt: new Date(`${checkinDate}T21:00:00Z`),
    checkedOutAt: new Date(`${checkoutDate}T16:00:00Z`),
    reminderSentAt: new Date(`${addDays(checkinDate, -2)}T12:00:00Z`),
  };
}
