import { Controller, Get, HttpCode, HttpStatus, Param, ParseIntPipe, Post, Req } from '@nestjs/common';
import { REVIEW_ACCESS, staffReviewListReply, staffReviewReply, type StaffReviewReply } from '@lakeside/contracts';
import type { StaffRequest } from '../auth/staff-authorizer.js';
import { staffOf } from '../auth/staff-of.js';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { ReviewModerationService } from './review-moderation.service.js';

/** The console's Reviews page: every review, and approving or hiding one (never editing it). */
@Controller('api/staff/reviews')
export class StaffReviewsController {
  constructor(private readonly moderation: ReviewModerationService) {}

  @Get()
  @StaffOnly(...REVIEW_ACCESS.view)
  @ReplyContract(staffReviewListReply)
  list(): Promise<StaffReviewReply[]> {
    return this.moderation.list();
  }

  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  @StaffOnly(...REVIEW_ACCESS.moderate)
  @ReplyContract(staffReviewReply)
  approve(@Param('id', ParseIntPipe) id: number, @Req() request: StaffRequest): Promise<StaffReviewReply> {
    return this.moderation.moderate(id, 'approved', staffOf(request));
  }

  @Post(':id/hide')
  @HttpCode(HttpStatus.OK)
  @StaffOnly(...REVIEW_ACCESS.moderate)
  @ReplyContract(staffReviewReply)
  hide(@Param('id', ParseIntPipe) id: number, @Req() request: StaffRequest): Promise<StaffReviewReply> {
    return this.moderation.moderate(id, 'hidden', staffOf(request));
  }
}
