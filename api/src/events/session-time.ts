/**
 * Session start and end times. Sessions are stored as retreat wall-clock date + 'HH:MM'
 * (America/Guatemala); clients and calendars need instants, and "has it started?" must be
 * decided in the retreat's zone whatever the server's zone is.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, type CalendarDate } from '@lakeside/contracts';
import { formatISO } from 'date-fns';
import { RETREAT_TIME_ZONE } from '../common/time/retreat-clock.js';

export interface WallClock {
  /** 'yyyy-MM-dd' at the retreat. */
  date: CalendarDate;
  /** 'HH:MM' at the retreat. */
  time: string;
}

function toTzDate({ date, time }: WallClock): TZDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new TZDate(year, month - 1, day, hour, minute, RETREAT_TIME_ZONE);
}

/** The instant a session starts. */
export function startInstant(start: WallClock): Date {
  return new Date(toTzDate(start).getTime());
}

/** ISO 8601 with the retreat's offset, e.g. '2026-12-01T19:00:00-06:00': what clients show and send back. */
export function startsAtIso(start: WallClock): string {
  return formatISO(toTzDate(start));
}

const WALL_CLOCK_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ]([01]\d|2[0-3]):([0-5]\d)(?::00(?:\.0+)?)?$/;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Reads a booking's `selectedDateTime`: an ISO date-time with a zone ('…-06:00', '…Z') names an
 * instant; without a zone ('2026-12-01T19:00') it is read as retreat wall-clock time, never the
 * server's. Null when it is neither.
 */
export function parseSessionStart(text: string): Date | null {
  const value = text.trim();
  const wallClock = WALL_CLOCK_DATE_TIME.exec(value);
  if (wallClock) {
    const [, date = '', hour = '', minute = ''] = wallClock;
    return startInstant({ date, time: `${hour}:${minute}` });
  }
  if (!ISO_WITH_ZONE.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The wall-clock time `minutes` after `start`, rolling over midnight. */
export function addMinutes(start: WallClock, minutes: number): WallClock {
  const [hour = 0, minute = 0] = start.time.split(':').map(Number);
  const total = hour * 60 + minute + minutes;
  const dayShift = Math.floor(total / 1440);
  const ofDay = total - dayShift * 1440;
  const time = `${String(Math.floor(ofDay / 60)).padStart(2, '0')}:${String(ofDay % 60).padStart(2, '0')}`;
  return { date: addDays(start.date, dayShift), time };
}

const HOURS = /(\d+(?:[.,]\d+)?)\s*(?:h|hrs?|hours?|horas?)\b/i;
const MINUTES = /(\d+)\s*(?:m|mins?|minutes?|minutos?)\b/i;

/**
 * Minutes in a duration as staff write it ('90 min', '2 hours', '1 hour 30 min', '1.5 h');
 * null when no number with a unit is found.
 */
export function durationMinutes(text: string): number | null {
  const hours = HOURS.exec(text);
  const minutes = MINUTES.exec(text);
  if (!hours && !minutes) return null;
  const total = Number((hours?.[1] ?? '0').replace(',', '.')) * 60 + Number(minutes?.[1] ?? '0');
  return total > 0 ? Math.round(total) : null;
}
