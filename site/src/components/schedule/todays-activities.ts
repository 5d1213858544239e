/**
 * Today's activities on the schedule page: the wellness classes held today (their weekday
 * or every day) and today's event occurrences, merged in time order.
 */
import { EVERY_DAY, type EventOccurrenceReply, type WellnessActivityReply } from '@lakeside/contracts';
import { fallbackLang } from '../../lib/i18n/fallback-lang';
import type { Lang } from '../../lib/i18n/languages';

export interface TodayItem {
  key: string;
  time: string;
  title: string;
  /** 'en' where a Spanish page shows the English text staff have not translated. */
  titleLang: 'en' | undefined;
  instructor: string | null;
  location: string | null;
  locationLang: 'en' | undefined;
  duration: string;
  /** Spots left for events; wellness classes do not count participants. */
  spotsLeft: number | null;
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

export function todaysActivities(
  today: string,
  wellness: WellnessActivityReply[],
  events: EventOccurrenceReply[],
  lang: Lang,
): TodayItem[] {
  const weekday = weekdayOf(today);
  const classes = wellness
    .filter(
      (activity) => activity.dayOfWeek === null || activity.dayOfWeek === EVERY_DAY || activity.dayOfWeek === weekday,
    )
    .map((activity) => ({
      key: `wellness:${activity.id}`,
      time: activity.time.slice(0, 5),
      title: activity.title,
      titleLang: fallbackLang(activity, 'title', lang),
      instructor: activity.instructor,
      location: activity.location,
      locationLang: fallbackLang(activity, 'location', lang),
      duration: activity.duration,
      spotsLeft: null,
    }));
  const occurrences = events
    .filter((event) => event.eventDate === today)
    .map((event) => ({
      key: event.id,
      time: event.eventTime.slice(0, 5),
      title: event.title,
      titleLang: fallbackLang(event, 'title', lang),
      instructor: null,
      location: event.location || null,
      locationLang: fallbackLang(event, 'location', lang),
      duration: event.duration,
      spotsLeft: event.spotsLeft,
    }));
  return [...classes, ...occurrences].sort((a, b) => a.time.localeCompare(b.time));
}

/** One tip per retreat day, the same for every visitor that day. */
export function tipOfTheDay(today: string, tips: readonly string[]): string {
  const dayNumber = Math.floor(Date.parse(`${today}T00:00:00Z`) / 86_400_000);
  return tips[dayNumber % tips.length] ?? '';
}
