/**
 * The /events island: category chips that filter every list, the upcoming cards (3 until
 * Show More), the retreats and events planned further ahead, the weekly schedule and the Book
 * Event dialog. The server renders the first view; the browser loads other weeks and reloads
 * the lists after a booking.
 */
import {
  EVENT_CATEGORIES,
  EVENT_LIMITS,
  eventHorizon,
  type EventBookingReply,
  type Language,
} from '@lakeside/contracts';
import { Suspense, lazy, useEffect, useState } from 'react';
import type { Dictionary } from '../../lib/i18n/en';
import type { MessageTranslations } from '../../lib/i18n/message-translations';
import { BOOK_QUERY } from './booking-link';
import { addDays, weekStartOf } from './calendar-week';
import { CategoryChips } from './CategoryChips';
import { EventCard } from './EventCard';
import { LaterEvents } from './LaterEvents';
import { loadLaterListings, loadListings, type EventListing } from './event-listing';
import { WeekSchedule } from './WeekSchedule';
import { weekHeading, type WeekHeading } from './week-heading';
import './events.css';

interface Props {
  lang: Language;
  texts: Dictionary['activities']['events'];
  dialogTexts: Dictionary['activities']['eventDialog'];
  paymentTexts: Dictionary['activities']['sessionPayment'];
  translations: MessageTranslations;
  /** Today at the retreat. */
  today: string;
  /** Days of upcoming events listed from today. */
  upcomingDays: number;
  /**
   * The first view's occurrences, from this week's Sunday to the last upcoming day (one list,
   * as the two views overlap); null when the API could not be reached.
   */
  initialEvents: EventListing[] | null;
  /**
   * The one-off events from the end of the upcoming days to the events horizon, as listings
   * whose day carries the year; null when the API could not be reached.
   */
  initialLater: EventListing[] | null;
  /** This week's heading, formatted on the server. */
  initialWeekHeading: WeekHeading;
  /** The occurrence whose Book Event dialog opens on arrival (`?book=` from another page's card). */
  bookOnArrival?: string | null;
}

/**
 * The dialog's form code (fields, checks, posting) is not needed to show and filter the lists:
 * it loads once the page is idle, or when a guest opens an event before that.
 */
const loadDialog = () => import('./BookEventDialog');
const BookEventDialog = lazy(loadDialog);

/** Known categories in their usual order, then any others the API sends. */
function categoriesOf(events: EventListing[]): string[] {
  const present = new Set(events.map((event) => event.category));
  const known: string[] = EVENT_CATEGORIES.filter((category) => present.has(category));
  return [...known, ...[...present].filter((category) => !known.includes(category)).sort()];
}

export default function EventsExplorer(props: Props) {
  const { lang, texts, dialogTexts, translations, today, upcomingDays } = props;
  const { initialEvents, initialWeekHeading } = props;
  const [later, setLater] = useState(props.initialLater);
  // The last day guests can reach: the week view goes no further (event-horizon.ts).
  const horizon = eventHorizon(today);
  const [category, setCategory] = useState('all');
  const [upcoming, setUpcoming] = useState(
    () => initialEvents && initialEvents.filter((event) => event.eventDate >= today),
  );
  const [showAll, setShowAll] = useState(false);
  const [heading, setHeading] = useState(initialWeekHeading);
  const [week, setWeek] = useState(() => {
    const weekEnd = addDays(initialWeekHeading.start, EVENT_LIMITS.weekDays);
    return initialEvents && initialEvents.filter((event) => event.eventDate < weekEnd);
  });
  const [weekLoading, setWeekLoading] = useState(false);
  const [booking, setBooking] = useState<EventListing | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);

  useEffect(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void loadDialog());
    else setTimeout(() => void loadDialog(), 1000);
  }, []);

  // The ?book= of a card on another page opens its dialog once hydrated and the dialog's code
  // is here, not on the server: there the lazy dialog would suspend, and React would finish
  // the boundary with an inline script that the page's Content-Security-Policy refuses. Then
  // the parameter has done its job: drop it, so a reload or a shared link shows the list.
  useEffect(() => {
    if (!props.bookOnArrival) return;
    const arriving = initialEvents?.find((event) => event.id === props.bookOnArrival);
    if (arriving) void loadDialog().then(() => setBooking(arriving));
    const url = new URL(window.location.href);
    url.searchParams.delete(BOOK_QUERY);
    window.history.replaceState(window.history.state, '', url);
  }, [props.bookOnArrival, initialEvents]);

  const matches = (event: EventListing) => category === 'all' || event.category === category;
  const upcomingShown = (upcoming ?? []).filter(matches);
  const cards = showAll ? upcomingShown : upcomingShown.slice(0, EVENT_LIMITS.initialCards);

  async function showWeek(date: string) {
    // A date typed past the horizon shows the horizon's week, the furthest there is.
    const start = weekStartOf(date > horizon ? horizon : date);
    setHeading(weekHeading(start, lang, texts));
    setWeekLoading(true);
    setWeek(await loadListings(start, EVENT_LIMITS.weekDays, lang, texts));
    setWeekLoading(false);
  }

  function booked(reply: EventBookingReply) {
    setBooking(null);
    setConfirmation(reply.emailSent ? dialogTexts.confirmedEmailSent : dialogTexts.confirmed);
    // Spots changed: reload what is on screen.
    void loadListings(today, upcomingDays, lang, texts).then((events) => events && setUpcoming(events));
    void loadListings(heading.start, EVENT_LIMITS.weekDays, lang, texts).then((events) => events && setWeek(events));
    void loadLaterListings(addDays(today, upcomingDays), lang, texts).then((events) => events && setLater(events));
  }

  function open(event: EventListing) {
    setConfirmation(null);
    setBooking(event);
  }

  return (
    <div className="events-explorer">
      <CategoryChips
        categories={categoriesOf([...(upcoming ?? []), ...(later ?? []), ...(week ?? [])])}
        selected={category}
        texts={texts}
        onSelect={setCategory}
      />
      <div role="status" className="events-confirmation">
        {confirmation && (
          <div className="notice notice-success">
            <p className="notice-title">{dialogTexts.confirmedTitle}</p>
            <p>{confirmation}</p>
          </div>
        )}
      </div>
      <section className="upcoming" aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">{texts.upcomingTitle}</h2>
        {upcoming === null && <p className="notice notice-error">{texts.loadFailed}</p>}
        {upcoming !== null && upcomingShown.length === 0 && <p className="upcoming-empty">{texts.noUpcoming}</p>}
        <div className="upcoming-grid">
          {cards.map((event) => (
            <EventCard
              key={event.id}
              event={event}
              labels={event.labels}
              lang={lang}
              texts={texts}
              variant="upcoming"
              onOpen={open}
            />
          ))}
        </div>
        {upcomingShown.length > EVENT_LIMITS.initialCards && (
          <button type="button" className="button button-outline show-more" onClick={() => setShowAll(!showAll)}>
            {showAll ? texts.showLess : texts.showMore}
          </button>
        )}
      </section>
      <LaterEvents events={later && later.filter(matches)} lang={lang} texts={texts} onOpen={open} />
      <WeekSchedule
        heading={heading}
        today={today}
        horizon={horizon}
        events={week === null ? null : week.filter(matches)}
        loading={weekLoading}
        lang={lang}
        texts={texts}
        onWeek={(date) => void showWeek(date)}
        onOpen={open}
      />
      {booking && (
        <Suspense>
          <BookEventDialog
            key={booking.id}
            event={booking}
            lang={lang}
            texts={dialogTexts}
            eventTexts={texts}
            paymentTexts={props.paymentTexts}
            translations={translations}
            onClose={() => setBooking(null)}
            onBooked={booked}
          />
        </Suspense>
      )}
    </div>
  );
}
