import { Body, Controller, Get, Param, ParseIntPipe, Post, Put, Query, Req } from '@nestjs/common';
import {
  enrolMemberSchema,
  LOYALTY_ACCESS,
  loyaltyMemberListReply,
  loyaltyMemberPageReply,
  loyaltyMemberReply,
  loyaltySettingsReply,
  loyaltySettingsSchema,
  memberLookupSchema,
  type EnrolMemberRequest,
  type LoyaltyMemberPageReply,
  type LoyaltyMemberReply,
  type LoyaltySettings,
  type LoyaltySettingsReply,
  type MemberLookup,
} from '@lakeside/contracts';
import type { StaffRequest } from '../auth/staff-authorizer.js';
import { staffOf } from '../auth/staff-of.js';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { LoyaltyMembersService } from './loyalty-members.service.js';
import { LoyaltySettingsService } from './loyalty-settings.service.js';

/** Loyalty at the till: every cashier finds and enrols members; managers set the rules. */
@Controller('api/loyalty')
export class LoyaltyController {
  constructor(
    private readonly members: LoyaltyMembersService,
    private readonly settings: LoyaltySettingsService,
  ) {}

  /** ?q= a phone, an e-mail or a membership number (exact, once normalised), or the start of a name. */
  @Get('members')
  @ReplyContract(loyaltyMemberListReply)
  @StaffOnly(...LOYALTY_ACCESS.operate)
  lookup(@Query(new ZodPipe(memberLookupSchema)) query: MemberLookup): Promise<LoyaltyMemberReply[]> {
    return this.members.lookup(query.q);
  }

  /** { name, phone?, email?, notes? } → 201 with the member and its new number; 409 loyalty.contactTaken. */
  @Post('members')
  @ReplyContract(loyaltyMemberReply)
  @StaffOnly(...LOYALTY_ACCESS.operate)
  enrol(
    @Body(new ZodPipe(enrolMemberSchema)) body: EnrolMemberRequest,
    @Req() request: StaffRequest,
  ): Promise<LoyaltyMemberReply> {
    return this.members.enrol(body, staffOf(request));
  }

  /** The member's page: totals, tier and the next one, the points' history with their orders. */
  @Get('members/:id')
  @ReplyContract(loyaltyMemberPageReply)
  @StaffOnly(...LOYALTY_ACCESS.operate)
  page(@Param('id', ParseIntPipe) id: number): Promise<LoyaltyMemberPageReply> {
    return this.members.page(id);
  }

  @Get('settings')
  @ReplyContract(loyaltySettingsReply)
  @StaffOnly(...LOYALTY_ACCESS.operate)
  rules(): Promise<LoyaltySettingsReply> {
    return this.settings.reply();
  }

  /** Every rule at once; thresholds ascending from bronze at Q0. */
  @Put('settings')
  @ReplyContract(loyaltySettingsReply)
  @StaffOnly(...LOYALTY_ACCESS.setRules)
  setRules(
    @Body(new ZodPipe(loyaltySettingsSchema)) body: LoyaltySettings,
    @Req() request: StaffRequest,
  ): Promise<LoyaltySettingsReply> {
    return this.settings.update(body, staffOf(request));
  }
}
