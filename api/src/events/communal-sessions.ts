/**
 * When the communal sessions of an event or weekly activity hold the shared resource they name
 * (the Sauna Session holds the sauna from 17:00 to 21:00). Pure: rows in, time ranges out.
 *
 * A session holds its resource from its start to its end time (weekly activities that run over
 * a window), else for its written duration ('2 hours'). A duration nobody can read holds the
 * resource to midnight: guessing short could sell the sauna during the session. Staff cannot
 * save such a duration on a session that names a resource (communal-session-guard.ts).
 */
import type { CalendarDate } from '@lakeside/contracts';
import { rangeBetween, rangeFor, rangeToMidnight, type TimeRange } from '../shared-resources/time-range.js';
import type { EventWeeklyTemplate } from './event-weekly-template.entity.js';
import type { Event } from './event.entity.js';
import { sessionTimesOf, templateRunsOn } from './occurrence-expansion.js';
import { durationMinutes } from './session-time.js';

export type CommunalEventRow = Pick<
  Event,
  'eventDate' | 'eventTime' | 'duration' | 'hasTimeSlots' | 'availableTimeSlots'
>;
export type CommunalTemplateRow = Pick<EventWeeklyTemplate, 'dayOfWeek' | 'startTime' | 'endTime' | 'duration'>;

/** Each session of a one-off event: one per time slot, or one at its time. */
export function eventSessionRanges(event: CommunalEventRow): TimeRange[] {
  return sessionTimesOf(event).map((time) => sessionRange(event.eventDate, time, event.duration, null));
}

/** The weekly activity's session on `date`, if it runs that day. */
export function templateSessionRanges(template: CommunalTemplateRow, date: CalendarDate): TimeRange[] {
  if (!templateRunsOn(template, date)) return [];
  return [sessionRange(date, template.startTime, template.duration, template.endTime)];
}

/** Whether the resource's hold has a known end: an end time, or a duration that reads as one. */
export function hasKnownLength(row: { duration: string; endTime?: string | null }): boolean {
  return Boolean(row.endTime) || durationMinutes(row.duration) !== null;
}

function sessionRange(date: CalendarDate, time: string, duration: string, endTime: string | null): TimeRange {
  if (endTime) return rangeBetween(date, time, endTime);
  const minutes = durationMinutes(duration);
  return minutes === null ? rangeToMidnight(date, time) : rangeFor(date, time, minutes);
}
