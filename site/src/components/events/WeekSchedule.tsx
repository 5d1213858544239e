/**
 * The weekly schedule (docs/requirements/pages-and-routes.md#events-page): 'Week of {date}',
 * Jump to Date, Today, Previous/Next Week, then 7 day columns from Sunday (stacked on phones),
 * each with its name, date, count and events by time. It moves to any week up to the events
 * horizon, the furthest guests can see and staff can schedule: there Next Week stops and a line
 * says so, and the date picker offers no later day.
 */
import { fill, formatCalendarDate } from '../../lib/format';
import type { Lang } from '../../lib/i18n/languages';
import { addDays } from './calendar-week';
import { EventCard } from './EventCard';
import type { EventListing } from './event-listing';
import type { EventTexts } from './event-texts';
import type { WeekHeading } from './week-heading';

interface Props {
  heading: WeekHeading;
  today: string;
  /** The last day guests can see (event-horizon.ts in the contracts). */
  horizon: string;
  /** null while the week loads or when it could not be loaded. */
  events: EventListing[] | null;
  loading: boolean;
  lang: Lang;
  texts: EventTexts;
  onWeek: (date: string) => void;
  onOpen: (event: EventListing) => void;
}

// Times are 'HH:mm': they sort as text, without a locale's collator.
const byTime = (a: EventListing, b: EventListing) =>
  a.eventTime < b.eventTime ? -1 : a.eventTime > b.eventTime ? 1 : 0;

/**
 * Today's column is marked; so are this week's days already over that had nothing on, which a
 * phone (the days stacked) leaves out, so the schedule opens on today and what is on rather
 * than on empty days gone by. A week the guest moved to shows every day.
 */
function dayClass(date: string, today: string, weekStart: string, empty: boolean): string {
  if (date === today) return ' is-today';
  return empty && date < today && weekStart <= today && today < addDays(weekStart, 7) ? ' is-over' : '';
}

export function WeekSchedule({ heading, today, horizon, events, loading, lang, texts, onWeek, onOpen }: Props) {
  const weekStart = heading.start;
  const nextWeek = addDays(weekStart, 7);
  const lastWeek = nextWeek > horizon;
  return (
    <section className="week" aria-labelledby="week-title">
      <div className="week-head">
        <h2 id="week-title">{texts.weekTitle}</h2>
        <p className="week-label" aria-live="polite">
          {heading.label}
        </p>
      </div>
      <div className="week-controls">
        <label className="week-jump">
          <span>{texts.jumpToDate}</span>
          <input
            type="date"
            value={weekStart}
            max={horizon}
            onChange={(change) => change.currentTarget.value && onWeek(change.currentTarget.value)}
          />
        </label>
        <button type="button" className="button button-outline" onClick={() => onWeek(today)}>
          {texts.today}
        </button>
        <button type="button" className="button button-outline" onClick={() => onWeek(addDays(weekStart, -7))}>
          ‹ {texts.previousWeek}
        </button>
        <button type="button" className="button button-outline" disabled={lastWeek} onClick={() => onWeek(nextWeek)}>
          {texts.nextWeek} ›
        </button>
      </div>
      {lastWeek && (
        <p className="week-horizon">
          {fill(texts.horizonNote, { date: formatCalendarDate(horizon, lang, { dateStyle: 'long' }) })}
        </p>
      )}
      {loading && <p className="week-status">{texts.loading}</p>}
      {!loading && events === null && <p className="week-status notice notice-error">{texts.loadFailed}</p>}
      {!loading && events?.length === 0 && (
        <div className="week-empty card">
          <p className="notice-title">{texts.noEventsThisWeekTitle}</p>
          <p>{texts.noEventsThisWeek}</p>
        </div>
      )}
      <ol className="week-days" aria-busy={loading}>
        {heading.days.map((day) => {
          const dayEvents = (events ?? []).filter((event) => event.eventDate === day.date).sort(byTime);
          return (
            <li
              key={day.date}
              className={`week-day${dayClass(day.date, today, weekStart, dayEvents.length === 0)}`}
              data-date={day.date}
            >
              <h3 className="week-day-head">
                <span>{day.name}</span>
                <span className="week-day-date">{day.shortDate}</span>
                <span className="week-day-count">
                  {dayEvents.length === 1 ? texts.oneEvent : fill(texts.eventCount, { n: dayEvents.length })}
                </span>
              </h3>
              {dayEvents.length === 0 ? (
                <p className="week-day-empty">{texts.noEventsThisDay}</p>
              ) : (
                dayEvents.map((event) => (
                  <EventCard
                    key={event.id}
                    event={event}
                    labels={event.labels}
                    lang={lang}
                    texts={texts}
                    variant="week"
                    onOpen={onOpen}
                  />
                ))
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
