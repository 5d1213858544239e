import { Controller, Get, Query } from '@nestjs/common';
import { ADMIN_RESOURCES, dailySummaryReply } from '@lakeside/contracts';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { summaryQuerySchema, type SummaryQuery } from './dto/staff-queries.schema.js';
import { DailySummaryService, type DailySummaryReply } from './daily-summary.service.js';

@Controller('api/restaurant/summary')
export class DailySummaryController {
  constructor(private readonly summaries: DailySummaryService) {}

  /**
   * ?date=yyyy-MM-dd (today at the retreat by default). Everyone who may read the orders may
   * see their sums: the cashier closes the till with it.
   */
  @Get()
  @ReplyContract(dailySummaryReply)
  @StaffOnly(...ADMIN_RESOURCES['restaurant-orders'].read)
  summary(@Query(new ZodPipe(summaryQuerySchema)) query: SummaryQuery): Promise<DailySummaryReply> {
    return this.summaries.summary(query.date);
  }
}
