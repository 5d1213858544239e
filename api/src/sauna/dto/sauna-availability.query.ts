import { Injectable, type PipeTransform } from '@nestjs/common';
import { dateField, MESSAGES, whenParsed } from '@lakeside/contracts';
import { z } from 'zod';
import { retreatToday } from '../../common/time/retreat-clock.js';
import { ZodPipe } from '../../common/validation/zod-body.pipe.js';

/** GET /api/sauna/availability?date=yyyy-MM-dd: a day from today on (retreat zone). */
function availabilityQuery(today: string) {
  return z.object({ date: dateField(MESSAGES.sessionDateRequired) }).superRefine(
    (query, context) => {
      if (query.date < today) {
        context.addIssue({ code: 'custom', path: ['date'], message: MESSAGES.sessionDateInPast, input: query.date });
      }
    },
    { when: whenParsed('date') },
  );
}
export type SaunaAvailabilityQuery = z.output<ReturnType<typeof availabilityQuery>>;

/** Validates with today's date, read per request: the process outlives midnight. */
@Injectable()
export class SaunaAvailabilityQueryPipe implements PipeTransform<unknown, SaunaAvailabilityQuery> {
  transform(value: unknown): SaunaAvailabilityQuery {
    return new ZodPipe(availabilityQuery(retreatToday())).transform(value);
  }
}
