import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  addDays,
  eventHorizon,
  isBeyondEventHorizon,
  nightsBetween,
  type CalendarDate,
  type UpcomingEventReply,
} from '@lakeside/contracts';
import { Between, In, type Repository } from 'typeorm';
import { CatalogueCache } from '../common/cache/catalogue-cache.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import type { EventOccurrence } from './event-occurrence.js';
import { EventSession } from './event-session.entity.js';
import { EventWeeklyTemplate } from './event-weekly-template.entity.js';
import { Event } from './event.entity.js';
import {
  eventOccurrence,
  expandOccurrences,
  indexSessions,
  templateOccurrence,
  templateRunsOn,
} from './occurrence-expansion.js';
import type { OccurrenceRef } from '@lakeside/contracts';
import { EventError } from './event-errors.js';

/**
 * Every table an occurrence is built from. A booking writes event_sessions (and events for
 * one-off events), so it clears the cached lists and guests never see stale seat counts.
 */
export const OCCURRENCE_TABLES = ['events', 'event_weekly_templates', 'event_sessions', 'event_bookings'] as const;

const SESSION_COLUMNS = {
  id: true,
  eventId: true,
  templateId: true,
  sessionDate: true,
  startTime: true,
  maxAttendees: true,
  seatsTaken: true,
} as const;

/** Occurrences of events and weekly templates, for the events pages and for bookings. */
@Injectable()
export class EventOccurrencesService {
  constructor(
    @InjectRepository(Event) private readonly events: Repository<Event>,
    @InjectRepository(EventWeeklyTemplate) private readonly templates: Repository<EventWeeklyTemplate>,
    @InjectRepository(EventSession) private readonly sessions: Repository<EventSession>,
    private readonly cache: CatalogueCache,
  ) {}

  /** GET /api/events: read on every events and home page view, so served as ready JSON. */
  listJson(from: CalendarDate, days: number): Promise<string> {
    return this.cache.json(`events:${from}:${days}`, OCCURRENCE_TABLES, () => this.list(from, days));
  }

  /** GET /api/events/upcoming: one list per starting day, cleared by the same writes. */
  upcomingJson(from: CalendarDate, today: CalendarDate): Promise<string> {
    return this.cache.json(`events-upcoming:${from}:${today}`, OCCURRENCE_TABLES, () => this.upcoming(from, today));
  }

  /**
   * Every active one-off event from `from` to the horizon of `today`, as occurrences with their
   * sessions: the retreats staff plan months ahead, which a window of weeks would not reach.
   * An event dated past the horizon (saved before staff were held to it) is left out until the
   * horizon reaches it, as the week view cannot show it either.
   */
  async upcoming(from: CalendarDate, today: CalendarDate, now = new Date()): Promise<UpcomingEventReply[]> {
    const last = eventHorizon(today);
    const events = await this.events.find({ where: { isActive: true, eventDate: Between(from, last) } });
    const sessions = events.length
      ? await this.sessions.find({ select: SESSION_COLUMNS, where: { eventId: In(events.map((event) => event.id)) } })
      : [];
    const days = nightsBetween(from, last) + 1;
    return expandOccurrences({ events, templates: [], sessions, from, days, now }).filter(isOneOffEvent);
  }

  async list(from: CalendarDate, days: number, now = new Date()): Promise<EventOccurrence[]> {
    const last = addDays(from, days - 1);
    const events = await this.events.find({ where: { isActive: true, eventDate: Between(from, last) } });
    const templates = await this.templates.find({ where: { isActive: true } });
    const sessions = await this.sessions.find({ select: SESSION_COLUMNS, where: { sessionDate: Between(from, last) } });
    return expandOccurrences({ events, templates, sessions, from, days, now });
  }

  /**
   * The occurrence a booking names, read fresh from the database (never from the cache).
   * 404 when guests cannot book it: unknown or inactive, a weekday the template does not run,
   * or a date beyond the events horizon. Past occurrences are returned; the booking
   * refuses them because they have started.
   */
  async findForBooking(ref: OccurrenceRef, now = new Date()): Promise<EventOccurrence> {
    if (ref.kind === 'event') {
      const event = await this.events.findOneBy({ id: ref.eventId, isActive: true });
      // One saved past the horizon before staff were held to it is listed nowhere, so not sold either.
      if (!event || isBeyondEventHorizon(event.eventDate, retreatToday(now))) throw new EventError('events.notFound');
      const rows = await this.sessions.find({
        select: SESSION_COLUMNS,
        where: { eventId: event.id, sessionDate: event.eventDate },
      });
      return eventOccurrence(event, indexSessions(rows), now);
    }
    const template = await this.templates.findOneBy({ id: ref.templateId, isActive: true });
    if (!template || !templateRunsOn(template, ref.date) || isBeyondEventHorizon(ref.date, retreatToday(now))) {
      throw new EventError('events.notFound');
    }
    const rows = await this.sessions.find({
      select: SESSION_COLUMNS,
      where: { templateId: template.id, sessionDate: ref.date, startTime: template.startTime },
    });
    return templateOccurrence(template, ref.date, indexSessions(rows), now);
  }
}

/** An occurrence of a one-off event, as the upcoming list's contract names it. */
function isOneOffEvent(occurrence: EventOccurrence): occurrence is UpcomingEventReply {
  return occurrence.kind === 'event' && occurrence.eventId !== null && occurrence.templateId === null;
}
