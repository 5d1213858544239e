/** The approved reviews of a room as its page shows them, newest first, with the room's summary. */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RoomReviewsReply } from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import { ReviewRatings } from './review-ratings.js';
import { Review } from './review.entity.js';

/** A room page shows this many; the summary counts them all. */
export const ROOM_PAGE_REVIEWS = 20;

@Injectable()
export class RoomReviews {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ratings: ReviewRatings,
  ) {}

  async of(roomId: string): Promise<RoomReviewsReply> {
    const [summary, reviews] = await Promise.all([
      this.ratings.ofRoom(roomId),
      this.dataSource.getRepository(Review).find({
        where: { roomId, status: 'approved' },
        relations: { roomBooking: true },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: ROOM_PAGE_REVIEWS,
      }),
    ]);
    return {
      summary,
      reviews: reviews.map((review) => ({
        id: review.id,
        rating: review.rating,
        text: review.text,
        firstName: review.firstName,
        stayedUntil: review.roomBooking?.checkoutDate ?? review.createdAt.toISOString().slice(0, 10),
        language: review.language,
      })),
    };
  }
}
