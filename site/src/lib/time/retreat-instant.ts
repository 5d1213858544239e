/**
 * An instant the API sends (a deadline, a payment's time) as the retreat's wall clock reads it:
 * guests plan by the time at the lake, so "until 3:00 PM" must not move with the server's or
 * the phone's own zone (docs/decisions/0008-time-zone.md).
 */
import { formatCalendarDate, timeInSentence } from '../format';
import type { Lang } from '../i18n/languages';
import { retreatClock } from './retreat-clock';

export interface RetreatDateTime {
  /** 'Friday, July 24, 2026' / 'viernes, 24 de julio de 2026'. */
  date: string;
  /** As it sits in a sentence: '3:00 PM' / 'las 3:00 p. m.'. */
  time: string;
}

export function retreatDateTime(instant: string, lang: Lang): RetreatDateTime {
  const clock = retreatClock(new Date(instant));
  return {
    date: formatCalendarDate(clock.date, lang, { dateStyle: 'full' }),
    time: timeInSentence(clock.time, lang),
  };
}

/** 'July 1, 2026': the day a payment was made, at the retreat. */
export function retreatDay(instant: string, lang: Lang): string {
  return formatCalendarDate(retreatClock(new Date(instant)).date, lang);
}
