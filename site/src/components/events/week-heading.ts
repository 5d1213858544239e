/**
 * The week view's formatted texts: 'Week of {date}' and each day's name and date. The
 * server works out the first week's, so hydrating the events island starts no Intl
 * formatter; the browser works out the others as the guest moves between weeks.
 */
import { fill, formatCalendarDate, upperFirst } from '../../lib/format';
import type { Lang } from '../../lib/i18n/languages';
import { weekDays } from './calendar-week';
import type { EventTexts } from './event-texts';

export interface WeekHeading {
  /** The Sunday the week starts on. */
  start: string;
  /** 'Week of November 22, 2026'. */
  label: string;
  days: { date: string; name: string; shortDate: string }[];
}

export function weekHeading(start: string, lang: Lang, texts: EventTexts): WeekHeading {
  return {
    start,
    label: fill(texts.weekOf, { date: formatCalendarDate(start, lang, { dateStyle: 'long' }) }),
    days: weekDays(start).map((date) => ({
      date,
      name: upperFirst(formatCalendarDate(date, lang, { weekday: 'long' }), lang),
      shortDate: formatCalendarDate(date, lang, { month: 'short', day: 'numeric' }),
    })),
  };
}
