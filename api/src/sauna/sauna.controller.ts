import { Controller, Get, Query } from '@nestjs/common';
import { ZodPipeForToday } from '../common/validation/zod-pipe-for-today.js';
import { saunaAvailabilityQuery, type SaunaAvailabilityQuery } from './dto/sauna-availability.query.js';
import { SaunaAvailabilityService, type SaunaAvailability } from './sauna-availability.service.js';

@Controller('api/sauna')
export class SaunaController {
  constructor(private readonly availability: SaunaAvailabilityService) {}

  /** The day's slots (booked or free) and the rates; the date must not be in the past. */
  @Get('availability')
  forDate(
    @Query(new ZodPipeForToday(saunaAvailabilityQuery)) query: SaunaAvailabilityQuery,
  ): Promise<SaunaAvailability> {
    return this.availability.forDate(query.date);
  }
}
