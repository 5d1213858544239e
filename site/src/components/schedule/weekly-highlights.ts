/**
 * The schedule page's weekly highlights, computed from the real schedule (never typed in): the
 * weekly activities (events' weekly templates) and the wellness classes, grouped by the weekday
 * they happen on, Monday first, and "Every day" last for those held daily. A weekday shows only
 * what its own occurrences in the coming week say, so no highlight promises a night that the
 * day's schedule does not have.
 */
import { EVERY_DAY, type EventOccurrenceReply, type WellnessActivityReply } from '@lakeside/contracts';
import { formatCalendarDate, upperFirst } from '../../lib/format';
import type { Lang } from '../../lib/i18n/languages';

export interface Highlight {
  /** 'Monday', or the page's "Every day". */
  when: string;
  titles: string[];
}

/** Monday first, as guests plan a week; Sunday (0) last. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** A date of `weekday` to name it with (2026-11-22 was a Sunday). */
const dayNamed = (weekday: number) => `2026-11-${String(22 + weekday).padStart(2, '0')}`;

export function weeklyHighlights(
  events: EventOccurrenceReply[],
  wellness: WellnessActivityReply[],
  everyDay: string,
  lang: Lang,
): Highlight[] {
  const daily = new Set<string>();
  const byDay = new Map<number, Set<string>>();
  const add = (weekday: number, title: string) => byDay.set(weekday, (byDay.get(weekday) ?? new Set()).add(title));
  for (const activity of wellness) {
    if (activity.dayOfWeek === null || activity.dayOfWeek === EVERY_DAY) daily.add(activity.title);
    else add(activity.dayOfWeek, activity.title);
  }
  // Weekly occurrences only: a one-off event is not a weekly highlight. Each is placed on the
  // weekday of its own date, so the list says what the coming week's days really hold.
  for (const event of events.filter((occurrence) => occurrence.kind === 'template')) {
    if (event.dayOfWeek === EVERY_DAY) daily.add(event.title);
    else add(weekdayOf(event.eventDate), event.title);
  }
  const days = WEEK_ORDER.filter((weekday) => byDay.has(weekday)).map((weekday) => ({
    when: upperFirst(formatCalendarDate(dayNamed(weekday), lang, { weekday: 'long' }), lang),
    titles: [...(byDay.get(weekday) ?? [])].filter((title) => !daily.has(title)),
  }));
  return [
    ...days.filter((day) => day.titles.length > 0),
    ...(daily.size > 0 ? [{ when: everyDay, titles: [...daily] }] : []),
  ];
}
