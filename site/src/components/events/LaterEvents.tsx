/**
 * 'Upcoming retreats and events': the one-off events after the upcoming cards' four weeks, up to
 * the events horizon, for guests planning a visit months ahead (GET /api/events/upcoming). Weekly
 * activities are left out: the week view shows them in any week. Three cards until Show More,
 * as the upcoming list; nothing at all when nothing is planned that far ahead.
 */
import { EVENT_LIMITS } from '@lakeside/contracts';
import { useState } from 'react';
import type { Lang } from '../../lib/i18n/languages';
import { EventCard } from './EventCard';
import type { EventListing } from './event-listing';
import type { EventTexts } from './event-texts';

interface Props {
  /** Already filtered by the chips; null when they could not be loaded. */
  events: EventListing[] | null;
  lang: Lang;
  texts: EventTexts;
  onOpen: (event: EventListing) => void;
}

export function LaterEvents({ events, lang, texts, onOpen }: Props) {
  const [showAll, setShowAll] = useState(false);
  if (events?.length === 0) return null;
  const cards = showAll ? (events ?? []) : (events ?? []).slice(0, EVENT_LIMITS.initialCards);
  return (
    <section className="later" aria-labelledby="later-title">
      <h2 id="later-title">{texts.laterTitle}</h2>
      <p className="later-intro">{texts.laterIntro}</p>
      {events === null && <p className="notice notice-error">{texts.loadFailed}</p>}
      <div className="later-grid">
        {cards.map((event) => (
          <EventCard
            key={event.id}
            event={event}
            labels={event.labels}
            lang={lang}
            texts={texts}
            variant="upcoming"
            onOpen={onOpen}
          />
        ))}
      </div>
      {events !== null && events.length > EVENT_LIMITS.initialCards && (
        <button type="button" className="button button-outline show-more" onClick={() => setShowAll(!showAll)}>
          {showAll ? texts.showLess : texts.showMore}
        </button>
      )}
    </section>
  );
}
