import { z } from 'zod';
import type { CalendarDate } from '../calendar-date.js';
import { isBeyondEventHorizon } from '../event-horizon.js';
import { MESSAGES } from '../messages.js';
import { dateField, whenParsed } from './fields.js';

/** Options of makeEventSchema. */
export interface EventScheduleOptions {
  /**
   * Today at the retreat, or a function giving it at each parse (a schema built once and kept,
   * as the API's console table is, must not freeze the day it was built). Without it the
   * horizon is not checked.
   */
  today?: CalendarDate | (() => CalendarDate);
}

/**
 * The console's event form (the `events` table, docs/requirements/back-office.md). The API
 * checks every column's type, length and requiredness from the entity; this schema adds what a
 * column cannot say: the date must be one guests can reach (event-horizon.ts). A past date is
 * allowed, as staff record events that have happened.
 */
export function makeEventSchema({ today }: EventScheduleOptions = {}) {
  return z
    .object({
      /** 'yyyy-MM-dd' at the retreat. */
      eventDate: dateField(MESSAGES.dateRequired),
    })
    .superRefine(
      (value, ctx) => {
        const day = typeof today === 'function' ? today() : today;
        if (day && isBeyondEventHorizon(value.eventDate, day)) {
          ctx.addIssue({
            code: 'custom',
            message: MESSAGES.dateBeyondEventHorizon,
            path: ['eventDate'],
            input: value.eventDate,
          });
        }
      },
      { when: whenParsed('eventDate') },
    );
}

export type EventScheduleInput = z.input<ReturnType<typeof makeEventSchema>>;
