import { Module } from '@nestjs/common';
import { GuestReviewsService } from './guest-reviews.service.js';
import { ReviewModerationService } from './review-moderation.service.js';
import { ReviewRatings } from './review-ratings.js';
import { ReviewRequests } from './review-requests.js';
import { ReviewsController } from './reviews.controller.js';
import { RoomReviews } from './room-reviews.js';
import { StaffReviewsController } from './staff-reviews.controller.js';

/**
 * Guest reviews: the mail after check-out, the guest's review page, the ratings the site
 * computes from approved reviews, and the console's moderation.
 */
@Module({
  controllers: [ReviewsController, StaffReviewsController],
  providers: [GuestReviewsService, ReviewModerationService, ReviewRatings, ReviewRequests, RoomReviews],
})
export class ReviewsModule {}
