import type { CalendarDate, SaunaSlotReply } from '@lakeside/contracts';
import type { ResourceUse } from '../shared-resources/resource-use.js';
import { overlaps, rangeFor } from '../shared-resources/time-range.js';

export interface SlotFacts {
  date: CalendarDate;
  time: string;
  /** The shortest session on sale: a slot is offered when at least that fits. */
  shortestMinutes: number;
  /** What holds the sauna that day (takenOn). */
  taken: readonly ResourceUse[];
  started: boolean;
}

/**
 * A slot as guests see it. It is booked when a private session overlaps it (the one that
 * starts there, or a long one before it), and not offered either when it has started or when
 * the communal sauna session has the sauna then. A longer session than the shortest may still
 * overlap a communal session that starts later; the booking refuses that one by itself.
 */
export function slotStatus({ date, time, shortestMinutes, taken, started }: SlotFacts): SaunaSlotReply {
  const range = rangeFor(date, time, shortestMinutes);
  const holding = taken.filter((use) => overlaps(use.range, range));
  const booked = holding.some((use) => use.kind === 'private');
  const reason = booked
    ? 'booked'
    : started
      ? 'started'
      : holding.some((use) => use.kind === 'communal')
        ? 'communal_session'
        : null;
  return { time, available: reason === null, booked, reason };
}
