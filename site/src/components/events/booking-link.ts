/**
 * A link that opens an occurrence's Book Event dialog on the events page: other pages (the
 * home page's upcoming cards) send guests to the booking itself, not just to the list.
 */
import type { Lang } from '../../lib/i18n/languages';
import { localizedPath } from '../../lib/i18n/paths';

/** The query parameter that names the occurrence to book (`EventOccurrence.id`). */
export const BOOK_QUERY = 'book';

export function bookingLink(occurrenceId: string, lang: Lang): string {
  return `${localizedPath('/events', lang)}?${new URLSearchParams({ [BOOK_QUERY]: occurrenceId })}`;
}
