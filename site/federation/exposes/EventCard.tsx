/**
 * The remote's `./EventCard`: the site's event card as the upcoming list shows it (date,
 * description, seats), in the site's styles, for an occurrence in `GET /api/events`'s shape.
 */
import { EventCard, eventCardLabels, type EventCardEvent } from '../../src/components/events/EventCard';
import { dictionary } from '../../src/lib/i18n/dictionary';
import type { Lang } from '../../src/lib/i18n/languages';
import { SiteStyleRoot } from '../SiteStyleRoot';

export interface EventCardPreviewProps {
  event: EventCardEvent;
  lang?: Lang;
}

/** The preview is inert: there is no Book Event dialog to open. */
const ignore = () => undefined;

export default function EventCardPreview({ event, lang = 'en' }: EventCardPreviewProps) {
  const texts = dictionary(lang).activities.events;
  return (
    <SiteStyleRoot>
      <EventCard
        event={event}
        labels={eventCardLabels(event, lang, texts)}
        lang={lang}
        texts={texts}
        variant="upcoming"
        onOpen={ignore}
      />
    </SiteStyleRoot>
  );
}
