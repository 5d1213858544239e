import { Controller, Get, Header, Query } from '@nestjs/common';
import { eventListReply } from '@lakeside/contracts';
import { fieldError } from '../common/errors/field-error.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { EVENTS_WINDOW_MESSAGES, eventsWindowQuery, type EventsWindowQuery } from './dto/events-window.query.js';
import { EventOccurrencesService } from './event-occurrences.service.js';
import { startsBeyondHorizon, upcomingPart } from './events-window.js';

@Controller('api/events')
export class EventsController {
  constructor(private readonly occurrences: EventOccurrencesService) {}

  /**
   * Upcoming occurrences (the contracts' eventListReply, sorted by date and time) from `from` (default
   * today at the retreat) for `days` days (default 28, at most 90). Days before today list
   * nothing, so a week view starting last Sunday can still ask for its whole week.
   */
  @Get()
  @ReplyContract(eventListReply)
  @Header('content-type', 'application/json; charset=utf-8')
  async list(@Query(new ZodPipe(eventsWindowQuery)) query: EventsWindowQuery): Promise<string> {
    const today = retreatToday();
    const requested = { from: query.from ?? today, days: query.days };
    if (startsBeyondHorizon(requested, today)) {
      throw fieldError('from', EVENTS_WINDOW_MESSAGES.fromTooFar);
    }
    const window = upcomingPart(requested, today);
    return window ? this.occurrences.listJson(window.from, window.days) : '[]';
  }
}
