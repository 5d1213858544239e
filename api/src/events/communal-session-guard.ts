import { addDays, isOneOf, SHARED_RESOURCES, type CalendarDate } from '@lakeside/contracts';
import type { EntityManager, ObjectLiteral } from 'typeorm';
import type { RecordChange } from '../admin/admin-resource-definition.js';
import { fieldError } from '../common/errors/field-error.js';
import { retreatToday } from '../common/time/retreat-clock.js';
import { lockSharedResource } from '../shared-resources/lock-shared-resource.js';
import { PRIVATE_USES } from '../shared-resources/private-uses.js';
import { firstPrivateClash } from '../shared-resources/resource-use.js';
import type { TimeRange } from '../shared-resources/time-range.js';
import {
  eventSessionRanges,
  hasKnownLength,
  templateSessionRanges,
  type CommunalEventRow,
  type CommunalTemplateRow,
} from './communal-sessions.js';
import { EventError } from './event-errors.js';

/** Columns that decide when a communal session holds its resource; other edits are not checked again. */
const HOLD_COLUMNS = [
  'sharedResource',
  'isActive',
  'eventDate',
  'eventTime',
  'hasTimeSlots',
  'availableTimeSlots',
  'dayOfWeek',
  'startTime',
  'endTime',
  'duration',
] as const;

export const DURATION_NEEDED_FOR_SHARED_RESOURCE =
  "Give the length in hours or minutes ('2 hours', '90 min') when the event uses a shared resource";

/**
 * The console's `afterWrite` hook of events and weekly activities (events.admin-resources.ts):
 * staff cannot schedule a communal session over a private booking of the resource it names.
 * It runs in the write's transaction after the row is saved, so refusing rolls the save back.
 * It takes the resource's lock before reading the bookings (decision 0010), so a guest booking
 * that time at the same moment either commits first and is seen here, or waits and is refused.
 */
export function guardCommunalSessions(kind: 'event' | 'template') {
  return async (manager: EntityManager, { before, after }: RecordChange): Promise<void> => {
    // A deleted, deactivated or resource-free row holds nothing.
    const resource: unknown = after?.sharedResource;
    if (!after || !after.isActive || !isOneOf(SHARED_RESOURCES, resource)) return;
    if (before && HOLD_COLUMNS.every((column) => sameValue(before[column], after[column]))) return;
    if (!hasKnownLength(after as { duration: string; endTime?: string | null })) {
      throw fieldError('duration', DURATION_NEEDED_FOR_SHARED_RESOURCE);
    }
    const today = retreatToday();
    const window = kind === 'event' ? eventWindow(after, today) : { from: today, to: null };
    if (!window) return;
    await lockSharedResource(manager, resource);
    const uses = await PRIVATE_USES[resource].between(manager, window.from, window.to, { latest: true });
    const clash = firstPrivateClash(sessionsOf(kind, after), uses);
    if (clash)
      throw new EventError('events.resourceBusy', { params: { resource, date: clash.date, time: clash.time } });
  };
}

/** The days whose private bookings a one-off event could overlap: its own and either side, from today on. */
function eventWindow(row: ObjectLiteral, today: CalendarDate): { from: CalendarDate; to: CalendarDate } | null {
  const date = row.eventDate as CalendarDate;
  const from = addDays(date, -1) < today ? today : addDays(date, -1);
  const to = addDays(date, 1);
  return to < today ? null : { from, to };
}

function sessionsOf(kind: 'event' | 'template', row: ObjectLiteral): (date: CalendarDate) => TimeRange[] {
  if (kind === 'template') return (date) => templateSessionRanges(row as CommunalTemplateRow, date);
  const event = row as CommunalEventRow;
  const ranges = eventSessionRanges(event);
  return (date) => (date === event.eventDate ? ranges : []);
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
