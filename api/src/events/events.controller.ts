import { Controller, Get, Header, Query } from '@nestjs/common';
import { eventListReply, isBeyondEventHorizon, upcomingEventListReply } from '@lakeside/contracts';
import { fieldError } from '../common/errors/field-error.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { EVENTS_WINDOW_MESSAGES, eventsWindowQuery, type EventsWindowQuery } from './dto/events-window.query.js';
import { upcomingEventsQuery, type UpcomingEventsQuery } from './dto/upcoming-events.query.js';
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

  /**
   * Every active one-off event from `from` (default today; an earlier day counts as today) to the
   * events horizon, sorted by date and time: the retreats planned months ahead, which the
   * four-week list does not reach. Weekly activities are not in it; they are in every week.
   * 400 on `from` when it is past the horizon, as for the list.
   */
  @Get('upcoming')
  @ReplyContract(upcomingEventListReply)
  @Header('content-type', 'application/json; charset=utf-8')
  async upcoming(@Query(new ZodPipe(upcomingEventsQuery)) query: UpcomingEventsQuery): Promise<string> {
    const today = retreatToday();
    const from = query.from && query.from > today ? query.from : today;
    if (isBeyondEventHorizon(from, today)) throw fieldError('from', EVENTS_WINDOW_MESSAGES.fromTooFar);
    return this.occurrences.upcomingJson(from, today);
  }
}
