/**
 * Staff moderation of reviews: the list, newest first, and the two things staff may do to a
 * review — approve it (shown on the site, counted in the ratings) or hide it. The rating and
 * the text are the guest's; no staff route writes them.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ReviewStatus, StaffReviewReply } from '@lakeside/contracts';
import type { DataSource } from 'typeorm';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { ReviewError } from './review-errors.js';
import { Review } from './review.entity.js';

/** The newest reviews staff see at once; older ones have long been moderated. */
const LIST_LIMIT = 200;

@Injectable()
export class ReviewModerationService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(): Promise<StaffReviewReply[]> {
    const reviews = await this.dataSource.getRepository(Review).find({
      relations: { roomBooking: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: LIST_LIMIT,
    });
    return reviews.map(toStaffView);
  }

  async moderate(id: number, status: Exclude<ReviewStatus, 'pending'>, staff: AdminUser): Promise<StaffReviewReply> {
    const result = await runWriteTransaction(this.dataSource, (manager) =>
      manager.update(
        Review,
        { id },
        { status, moderatedAt: new Date(), moderatedBy: staff.displayName ?? staff.username },
      ),
    );
    if (!result.affected) throw new ReviewError('reviews.notFound');
    const review = await this.dataSource
      .getRepository(Review)
      .findOneOrFail({ where: { id }, relations: { roomBooking: true } });
    return toStaffView(review);
  }
}

function toStaffView(review: Review): StaffReviewReply {
  return {
    id: review.id,
    reference: review.roomBooking?.reference ?? '',
    roomId: review.roomId,
    guestName: review.roomBooking?.guestName ?? review.firstName,
    rating: review.rating,
    text: review.text,
    language: review.language,
    status: review.status,
    createdAt: review.createdAt.toISOString(),
    moderatedAt: review.moderatedAt?.toISOString() ?? null,
    moderatedBy: review.moderatedBy,
  };
}
