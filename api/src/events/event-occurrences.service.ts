import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { addDays, type CalendarDate } from '@lakeside/contracts';
import { Between, type Repository } from 'typeorm';
import { CatalogueCache } from '../common/cache/catalogue-cache.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import type { EventOccurrence } from './event-occurrence.js';
import { EventSession } from './event-session.entity.js';
import { EventWeeklyTemplate } from './event-weekly-template.entity.js';
import { Event } from './event.entity.js';
import { EVENTS_WINDOW } from './events-window.js';
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
   * or a weekly date beyond the booking horizon. Past occurrences are returned; the booking
   * refuses them because they have started.
   */
  async findForBooking(ref: OccurrenceRef, now = new Date()): Promise<EventOccurrence> {
    if (ref.kind === 'event') {
      const event = await this.events.findOneBy({ id: ref.eventId, isActive: true });
      if (!event) throw new EventError('events.notFound');
      const rows = await this.sessions.find({
        select: SESSION_COLUMNS,
        where: { eventId: event.id, sessionDate: event.eventDate },
      });
      return eventOccurrence(event, indexSessions(rows), now);
    }
    const template = await this.templates.findOneBy({ id: ref.templateId, isActive: true });
    const horizon = addDays(retreatToday(now), EVENTS_WINDOW.horizonDays);
    if (!template || !templateRunsOn(template, ref.date) || ref.date > horizon) {
      throw new EventError('events.notFound');
    }
    const rows = await this.sessions.find({
      select: SESSION_COLUMNS,
      where: { templateId: template.id, sessionDate: ref.date, startTime: template.startTime },
    });
    return templateOccurrence(template, ref.date, indexSessions(rows), now);
  }
}
