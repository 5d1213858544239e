import { addDays, type CalendarDate, type SharedResource } from '@lakeside/contracts';
import { Between, type EntityManager } from 'typeorm';
import type { TimeRange } from '../shared-resources/time-range.js';
import { eventSessionRanges, templateSessionRanges } from './communal-sessions.js';
import { EventWeeklyTemplate } from './event-weekly-template.entity.js';
import { Event } from './event.entity.js';

/**
 * The events' side of a shared resource: the sessions of active events and weekly activities
 * naming `resource` that start the day before `date`, on it or the day after (a session
 * running past midnight holds the next morning too). Inactive ones are hidden from guests and
 * hold nothing.
 */
export async function communalSessionsAround(
  manager: EntityManager,
  resource: SharedResource,
  date: CalendarDate,
): Promise<TimeRange[]> {
  const days = [addDays(date, -1), date, addDays(date, 1)] as const;
  const events = await manager.find(Event, {
    select: {
      id: true,
      eventDate: true,
      eventTime: true,
      duration: true,
      hasTimeSlots: true,
      availableTimeSlots: true,
    },
    where: { sharedResource: resource, isActive: true, eventDate: Between(days[0], days[2]) },
  });
  const templates = await manager.find(EventWeeklyTemplate, {
    select: { id: true, dayOfWeek: true, startTime: true, endTime: true, duration: true },
    where: { sharedResource: resource, isActive: true },
  });
  return [
    ...events.flatMap(eventSessionRanges),
    ...days.flatMap((day) => templates.flatMap((template) => templateSessionRanges(template, day))),
  ];
}
