/**
 * The remote's `./EventCard`: the site's event card as the upcoming list shows it (date,
 * description, seats), in the site's styles, for an occurrence in `GET /api/events`'s shape.
 */
import { EventCard, type EventCardEvent } from '../../src/components/events/EventCard';
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
  return (
    <SiteStyleRoot>
      <EventCard
        event={event}
        lang={lang}
        texts={dictionary(lang).activities.events}
        variant="upcoming"
        onOpen={ignore}
      />
    </SiteStyleRoot>
  );
}
