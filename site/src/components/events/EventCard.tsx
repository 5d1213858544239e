/**
 * One event in the week view or the upcoming list: a button that opens the Book Event dialog.
 * The console previews an event being edited with this same card, from the site's federated
 * remote (site/federation/), so it asks only for the fields it shows. Its dates, times and
 * prices come formatted (eventCardLabels) by whoever reads the occurrence: the events island
 * gets its first view's labels from the server, so hydrating it starts no Intl formatter.
 */
import type { EventOccurrenceReply } from '@lakeside/contracts';
import type { ReactNode } from 'react';
import { durationText, fill, formatCalendarDate, formatTimeOfDay } from '../../lib/format';
import { fallbackLang } from '../../lib/i18n/fallback-lang';
import type { Lang } from '../../lib/i18n/languages';
import { CategoryIcon } from './CategoryIcon';
import { categoryName, priceText, spotsText, type EventTexts } from './event-texts';
import './EventCard.css';

/** What the card shows of an occurrence of `GET /api/events`. */
export type EventCardEvent = Pick<
  EventOccurrenceReply,
  | 'id'
  | 'title'
  | 'description'
  | 'eventDate'
  | 'eventTime'
  | 'duration'
  | 'ticketPrice'
  | 'currency'
  | 'spotsLeft'
  | 'category'
> &
  /** Only on Spanish pages, which mark what staff left in English. */
  Partial<Pick<EventOccurrenceReply, 'titleEs' | 'descriptionEs'>>;

/** The card's formatted texts. */
export interface EventCardLabels {
  /** 'Tue, Nov 24' (upcoming cards only show it). */
  day: string;
  time: string;
  /** 'Fitness · 2 hours · Free'. */
  meta: string;
}

export function eventCardLabels(event: EventCardEvent, lang: Lang, texts: EventTexts): EventCardLabels {
  return {
    day: formatCalendarDate(event.eventDate, lang, { weekday: 'short', month: 'short', day: 'numeric' }),
    time: formatTimeOfDay(event.eventTime, lang),
    meta: `${categoryName(event.category, texts)} · ${durationText(event.duration, lang)} · ${priceText(event, texts, lang)}`,
  };
}

interface Props<E extends EventCardEvent> {
  event: E;
  labels: EventCardLabels;
  lang: Lang;
  texts: EventTexts;
  /** Upcoming cards show the date and description; week cells already sit under their day. */
  variant: 'week' | 'upcoming';
  onOpen: (event: E) => void;
}

/** The card around its opener: EventCard's button here, EventLinkCard's link on pages with no island. */
export function EventCardFrame({
  event,
  labels,
  lang,
  texts,
  variant,
  opener,
}: Omit<Props<EventCardEvent>, 'onOpen'> & { opener: ReactNode }) {
  const full = event.spotsLeft <= 0;
  // Upcoming cards sit under the section's h2, week cards under their day's h3.
  const Title = variant === 'week' ? 'h4' : 'h3';
  return (
    <article className={`event-card event-card-${variant}${full ? ' is-full' : ''}`}>
      {opener}
      <p className="event-card-when">
        {variant === 'upcoming' && <span>{labels.day} · </span>}
        <time dateTime={`${event.eventDate}T${event.eventTime}`}>{labels.time}</time>
      </p>
      <Title className="event-card-title" lang={fallbackLang(event, 'title', lang)}>
        <CategoryIcon category={event.category} /> {event.title}
      </Title>
      <p className="event-card-meta">{labels.meta}</p>
      {variant === 'upcoming' && (
        <p className="event-card-text" lang={fallbackLang(event, 'description', lang)}>
          {event.description}
        </p>
      )}
      <p className="event-card-spots">
        {full ? (
          <>
            {texts.fullyBooked} <span className="badge badge-danger">{texts.soldOut}</span>
          </>
        ) : (
          spotsText(event.spotsLeft, texts)
        )}
      </p>
    </article>
  );
}

export function EventCard<E extends EventCardEvent>({ event, labels, lang, texts, variant, onOpen }: Props<E>) {
  return (
    <EventCardFrame
      event={event}
      labels={labels}
      lang={lang}
      texts={texts}
      variant={variant}
      opener={
        <button
          type="button"
          className="event-card-open"
          aria-label={fill(texts.bookTicketsFor, { title: event.title })}
          onClick={() => onOpen(event)}
        />
      }
    />
  );
}
