/**
 * The event card on a page without the events island (the home page): the same card as on
 * /events, but the whole card is a link to the events page, which opens the event's Book
 * Event dialog there. Rendered on the server without a client directive: no script.
 */
import { fill } from '../../lib/format';
import type { Lang } from '../../lib/i18n/languages';
import { EventCardFrame, eventCardLabels, type EventCardEvent } from './EventCard';
import type { EventTexts } from './event-texts';

interface Props {
  event: EventCardEvent;
  lang: Lang;
  texts: EventTexts;
  /** Where the event is booked, e.g. `/events?book=event%3A12` (see `bookingLink`). */
  href: string;
}

export function EventLinkCard({ event, lang, texts, href }: Props) {
  return (
    <EventCardFrame
      event={event}
      labels={eventCardLabels(event, lang, texts)}
      lang={lang}
      texts={texts}
      variant="upcoming"
      opener={
        <a className="event-card-open" href={href} aria-label={fill(texts.bookTicketsFor, { title: event.title })} />
      }
    />
  );
}
