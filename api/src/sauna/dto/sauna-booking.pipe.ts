import { Injectable, type PipeTransform } from '@nestjs/common';
import { makeSaunaBookingSchema, type SaunaBookingParsed } from '@lakeside/contracts';
import { retreatToday } from '../../common/time/retreat-clock.js';
import { ZodPipe } from '../../common/validation/zod-body.pipe.js';

/**
 * POST /api/sauna-bookings body: the contract's schema with today's date (retreat zone), read
 * per request, so a session date in the past gets 'Session date cannot be in the past'.
 */
@Injectable()
export class SaunaBookingPipe implements PipeTransform<unknown, SaunaBookingParsed> {
  transform(value: unknown): SaunaBookingParsed {
    return new ZodPipe(makeSaunaBookingSchema({ today: retreatToday() })).transform(value);
  }
}
