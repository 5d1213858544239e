/**
 * What holds a shared resource at some time, and the pure questions asked of those holds.
 * A use is communal (an event or weekly activity naming the resource) or private (a booking
 * the resource's own feature sold). Pure, so the rules are unit-tested beside them.
 */
import { addDays, type CalendarDate } from '@lakeside/contracts';
import type { EntityManager } from 'typeorm';
import { overlaps, type TimeRange } from './time-range.js';

export type ResourceUseKind = 'communal' | 'private';

export interface ResourceUse {
  kind: ResourceUseKind;
  range: TimeRange;
}

/** A private booking of a resource: its day and start time (for messages) and the time it holds. */
export interface PrivateUse {
  date: CalendarDate;
  time: string;
  range: TimeRange;
  /** The booking holding it: a booking being moved does not stand in its own way. */
  bookingId?: number;
}

/**
 * Where the private uses of one resource come from: the feature that sells them (the sauna
 * module for 'sauna'), registered in private-uses.ts.
 */
export interface PrivateUseSource {
  /**
   * The sold or held private uses that start from `from` to `to` (both included; no `to`: all
   * from `from` on), by date and time. `latest`: read the latest rows even where the
   * transaction's snapshot is older (lock-shared-resource.ts, latestRows).
   */
  between(
    manager: EntityManager,
    from: CalendarDate,
    to: CalendarDate | null,
    options?: { latest?: boolean },
  ): Promise<PrivateUse[]>;
}

/** The first use that shares a minute with `range`, communal ones first (they explain more). */
export function firstOverlap<Use extends ResourceUse>(uses: readonly Use[], range: TimeRange): Use | undefined {
  const overlapping = uses.filter((use) => overlaps(use.range, range));
  return overlapping.find((use) => use.kind === 'communal') ?? overlapping[0];
}

/**
 * The first private use (in the order given) that a communal schedule would overlap.
 * `sessionsOn(date)` gives the schedule's ranges that start on a date; a use is compared with
 * those of its own day and of the days either side, so sessions and bookings that run past
 * midnight are caught too.
 */
export function firstPrivateClash(
  sessionsOn: (date: CalendarDate) => readonly TimeRange[],
  uses: readonly PrivateUse[],
): PrivateUse | undefined {
  return uses.find((use) =>
    [-1, 0, 1].some((offset) => sessionsOn(addDays(use.date, offset)).some((range) => overlaps(range, use.range))),
  );
}
