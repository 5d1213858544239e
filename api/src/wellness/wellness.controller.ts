import { Controller, Get, Header } from '@nestjs/common';
import { wellnessActivityListReply } from '@lakeside/contracts';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { WellnessService } from './wellness.service.js';

@Controller('api/wellness')
export class WellnessController {
  constructor(private readonly wellness: WellnessService) {}

  /** Active wellness activities in display order. */
  @Get('activities')
  @ReplyContract(wellnessActivityListReply)
  @Header('content-type', 'application/json; charset=utf-8')
  activities(): Promise<string> {
    return this.wellness.listJson();
  }
}
