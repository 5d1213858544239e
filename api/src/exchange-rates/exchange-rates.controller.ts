import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import {
  currentExchangeRateReply,
  exchangeRateListReply,
  exchangeRateReply,
  exchangeRateRequestSchema,
  TILL_ACCESS,
  type CurrentExchangeRateReply,
  type ExchangeRateReply,
  type ExchangeRateRequest,
} from '@lakeside/contracts';
import type { StaffRequest } from '../auth/staff-authorizer.js';
import { staffOf } from '../auth/staff-of.js';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { ExchangeRatesService } from './exchange-rates.service.js';

/** The day's US dollar rate: every cashier reads it, managers set it. */
@Controller('api/exchange-rates')
export class ExchangeRatesController {
  constructor(private readonly rates: ExchangeRatesService) {}

  /** Every rate set, newest first. */
  @Get()
  @ReplyContract(exchangeRateListReply)
  @StaffOnly(...TILL_ACCESS.operate)
  history(): Promise<ExchangeRateReply[]> {
    return this.rates.history();
  }

  /** The rate in force today at the retreat ({ date, rate: null } before any was set). */
  @Get('current')
  @ReplyContract(currentExchangeRateReply)
  @StaffOnly(...TILL_ACCESS.operate)
  current(): Promise<CurrentExchangeRateReply> {
    return this.rates.current();
  }

  /** { usdToGtq, effectiveDate?, note? } → 201 with the rate; a past day is 400 on effectiveDate. */
  @Post()
  @ReplyContract(exchangeRateReply)
  @StaffOnly(...TILL_ACCESS.setExchangeRate)
  set(
    @Body(new ZodPipe(exchangeRateRequestSchema)) body: ExchangeRateRequest,
    @Req() request: StaffRequest,
  ): Promise<ExchangeRateReply> {
    return this.rates.set(body, staffOf(request));
  }
}
