/**
 * The guest's side of a review: the page the mailed link opens, and the review sent from it.
 * The link proves it is the guest (its token, hashed and expiring, on the review request);
 * every way of not matching — unknown reference, forged or expired token, no request — is the
 * same 404. A stay is reviewed once, by the unique key on reviews.roomBookingId.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ReviewInvitationReply, ReviewParsed } from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import { tokenMatches } from '../bookings/booking-identity.js';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { RoomBooking } from '../rooms/room-booking.entity.js';
import { Room } from '../rooms/room.entity.js';
import { ReviewError } from './review-errors.js';
import { firstNameOf } from './review-links.js';
import { ReviewRequest } from './review-request.entity.js';
import { Review } from './review.entity.js';

@Injectable()
export class GuestReviewsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async invitation(reference: string, token: string, now = new Date()): Promise<ReviewInvitationReply> {
    const booking = await this.linkedStay(reference, token, now);
    const [room, review] = await Promise.all([
      this.dataSource.getRepository(Room).findOneBy({ id: booking.roomType }),
      this.dataSource.getRepository(Review).findOneBy({ roomBookingId: booking.id }),
    ]);
    return {
      reference: booking.reference,
      roomId: booking.roomType,
      roomName: room?.name ?? booking.roomType,
      roomNameEs: room?.nameEs ?? null,
      checkinDate: booking.checkinDate,
      checkoutDate: booking.checkoutDate,
      firstName: firstNameOf(booking.guestName),
      review: review ? { rating: review.rating, text: review.text, status: review.status } : null,
    };
  }

  /** Stores the guest's review (pending until staff approve it); a second one is 409. */
  async submit(reference: string, input: ReviewParsed, now = new Date()): Promise<ReviewInvitationReply> {
    const booking = await this.linkedStay(reference, input.token, now);
    try {
      await runWriteTransaction(this.dataSource, (manager) =>
        manager.insert(Review, {
          roomBookingId: booking.id,
          roomId: booking.roomType,
          rating: input.rating,
          text: input.text,
          firstName: firstNameOf(booking.guestName),
          language: booking.language === 'es' ? 'es' : 'en',
          status: 'pending',
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new ReviewError('reviews.alreadyReviewed');
      throw error;
    }
    return this.invitation(reference, input.token, now);
  }

  private async linkedStay(reference: string, token: string, now: Date): Promise<RoomBooking> {
    const booking = await this.dataSource.getRepository(RoomBooking).findOneBy({ reference });
    const request = booking
      ? await this.dataSource.getRepository(ReviewRequest).findOneBy({ roomBookingId: booking.id })
      : null;
    if (!booking || !request || request.expiresAt <= now || !tokenMatches(token, request.tokenHash)) {
      throw new ReviewError('reviews.notFound');
    }
    return booking;
  }
}
