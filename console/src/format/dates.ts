import { RETREAT_TIME_ZONE, type CalendarDate, type Language } from '@lakeside/contracts';
import { activeLocale } from '../i18n/locale';

/**
 * Dates as the retreat lives them. A calendar date ("2026-03-14", check-in, expense date)
 * names a day and is never shifted by a zone; an instant (createdAt) is shown on the
 * retreat's clock (America/Guatemala), whatever zone the browser is in. Labels are in the
 * console's language (activeLocale: react-admin re-renders every screen when it changes).
 */

const dayInRetreat = new Intl.DateTimeFormat('en-CA', {
  timeZone: RETREAT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeInRetreat = new Intl.DateTimeFormat('en-GB', {
  timeZone: RETREAT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** The Intl locale of each console language: Guatemalan Spanish ("24 nov 2026", "martes"). */
const INTL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', es: 'es-GT' };

const LABELS = {
  calendarDate: { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' },
  instant: {
    timeZone: RETREAT_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  month: { timeZone: 'UTC', month: 'long', year: 'numeric' },
  weekday: { timeZone: 'UTC', weekday: 'narrow' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

type Label = keyof typeof LABELS;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A label's formatter in the console's language now (activeLocale), made once per language. */
function formatterOf(label: Label, locale: Language = activeLocale()): Intl.DateTimeFormat {
  const key = `${label}:${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALES[locale], LABELS[label]);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Today's date at the retreat, "yyyy-MM-dd". */
export function retreatToday(now: Date = new Date()): CalendarDate {
  return dayInRetreat.format(now);
}

/** The retreat's wall-clock time, "HH:MM". */
export function retreatTimeOfDay(now: Date = new Date()): string {
  return timeInRetreat.format(now);
}

function utcDate(date: CalendarDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** "2026-03-14" → "14 Mar 2026" / "14 mar 2026"; anything else is shown as it came. */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return value ?? '';
  const date = utcDate(value.slice(0, 10));
  return Number.isNaN(date.getTime()) ? value : formatterOf('calendarDate').format(date);
}

/** An ISO instant on the retreat's clock: "14 Mar 2026, 18:30". */
export function formatInstant(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatterOf('instant').format(date);
}

/** "2026-03" → "March 2026" / "marzo de 2026". */
export function formatMonth(month: string): string {
  return formatterOf('month').format(utcDate(`${month}-01`));
}

/**
 * One-letter weekday of a calendar date, for narrow grid headers. Spanish calendars write
 * Wednesday "X": Intl's narrow "M" would read as Tuesday too.
 */
export function weekdayInitial(date: CalendarDate): string {
  if (activeLocale() === 'es') return SPANISH_WEEKDAY_INITIALS[utcDate(date).getUTCDay()] ?? '';
  return formatterOf('weekday').format(utcDate(date));
}

/** Sunday first, as Date.getUTCDay counts. */
const SPANISH_WEEKDAY_INITIALS = 'DLMXJVS';
