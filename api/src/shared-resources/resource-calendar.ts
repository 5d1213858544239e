import { addDays, type CalendarDate, type SharedResource } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { communalSessionsAround } from '../events/communal-session-reader.js';
import { PRIVATE_USES } from './private-uses.js';
import type { PrivateUse, ResourceUse } from './resource-use.js';
import { minuteOf, overlaps } from './time-range.js';

export type TakenTime = ResourceUse & Partial<PrivateUse>;

/**
 * Which times of `resource` are taken on `date`, from both sides: the communal sessions of the
 * events naming it, and the private bookings its own feature sold. The one question every
 * check of a shared resource asks; inside a write, take the resource's lock first
 * (lockSharedResource) so the answer still holds at COMMIT.
 */
export async function takenOn(
  manager: EntityManager,
  resource: SharedResource,
  date: CalendarDate,
): Promise<TakenTime[]> {
  const day = { start: minuteOf(date, '00:00'), end: minuteOf(addDays(date, 1), '00:00') };
  const communal = await communalSessionsAround(manager, resource, date);
  const privateUses = await PRIVATE_USES[resource].between(manager, addDays(date, -1), addDays(date, 1));
  const taken: TakenTime[] = [
    ...communal.map((range) => ({ kind: 'communal' as const, range })),
    ...privateUses.map((use) => ({ kind: 'private' as const, ...use })),
  ];
  return taken.filter((use) => overlaps(use.range, day));
}
