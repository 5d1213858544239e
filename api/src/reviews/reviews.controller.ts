import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  ratingSummaryReply,
  reviewInvitationReply,
  reviewSchema,
  roomReviewsReply,
  type RatingSummaryReply,
  type ReviewInvitationReply,
  type ReviewParsed,
  type RoomReviewsReply,
} from '@lakeside/contracts';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { PublicWrite } from '../common/rate-limit/public-write.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { GuestReviewsService } from './guest-reviews.service.js';
import { ReviewRatings } from './review-ratings.js';
import { RoomReviews } from './room-reviews.js';

/**
 * Guests' reviews: the retreat's rating (the home page's hero), a room's approved reviews, and
 * the review page a guest opens from the mail after their stay.
 */
@Controller('api')
export class ReviewsController {
  constructor(
    private readonly guests: GuestReviewsService,
    private readonly ratings: ReviewRatings,
    private readonly rooms: RoomReviews,
  ) {}

  /** The mean and count of every approved review. */
  @Get('reviews/summary')
  @ReplyContract(ratingSummaryReply)
  summary(): Promise<RatingSummaryReply> {
    return this.ratings.overall();
  }

  @Get('rooms/:id/reviews')
  @ReplyContract(roomReviewsReply)
  ofRoom(@Param('id') roomId: string): Promise<RoomReviewsReply> {
    return this.rooms.of(roomId);
  }

  /** The stay the mailed link is for (404 for any link that opens nothing). */
  @Get('reviews/:reference')
  @ReplyContract(reviewInvitationReply)
  invitation(@Param('reference') reference: string, @Query('t') token: unknown): Promise<ReviewInvitationReply> {
    return this.guests.invitation(reference, typeof token === 'string' ? token : '');
  }

  /** { token, rating, text? } → 201 with the stay and its review; a second review is 409. */
  @Post('reviews/:reference')
  @HttpCode(HttpStatus.CREATED)
  @ReplyContract(reviewInvitationReply)
  @PublicWrite()
  submit(
    @Param('reference') reference: string,
    @Body(new ZodPipe(reviewSchema)) body: ReviewParsed,
  ): Promise<ReviewInvitationReply> {
    return this.guests.submit(reference, body);
  }
}
