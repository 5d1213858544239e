import { Controller, Get, Query } from '@nestjs/common';
import { saunaAvailabilityReply, type SaunaAvailabilityReply } from '@lakeside/contracts';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { ZodPipeForToday } from '../common/validation/zod-pipe-for-today.js';
import { saunaAvailabilityQuery, type SaunaAvailabilityQuery } from './dto/sauna-availability.query.js';
import { SaunaAvailabilityService } from './sauna-availability.service.js';

@Controller('api/sauna')
export class SaunaController {
  constructor(private readonly availability: SaunaAvailabilityService) {}

  /** The day's slots (booked or free) and the rates; the date must not be in the past. */
  @Get('availability')
  @ReplyContract(saunaAvailabilityReply)
  forDate(
    @Query(new ZodPipeForToday(saunaAvailabilityQuery)) query: SaunaAvailabilityQuery,
  ): Promise<SaunaAvailabilityReply> {
    return this.availability.forDate(query.date);
  }
}
