/**
 * The cancellation sentence of the payment step: the deadline the server quoted (the one the
 * booking will record) as a date and time on the retreat's clock, whatever the phone's zone
 * (docs/decisions/0008-time-zone.md) — or, past it, that cancelling is not free.
 */
import { fill, formatCalendarDate, timeInSentence } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/en';
import type { Lang } from '../../lib/i18n/languages';
import { retreatClock } from '../../lib/time/retreat-clock';

type Texts = Pick<Dictionary['booking']['wizard'], 'freeCancellationUntil' | 'noFreeCancellation'>;

/** 'Free cancellation until Tuesday, December 8, 2026, 3:00 PM (Guatemala time); after that…'. */
export function cancellationTerms(freeCancellationUntil: string, lang: Lang, texts: Texts, now = new Date()): string {
  const until = new Date(freeCancellationUntil);
  // Free up to and including the deadline (api/src/bookings/cancellation-terms.ts).
  if (until.getTime() < now.getTime()) return texts.noFreeCancellation;
  const clock = retreatClock(until);
  return fill(texts.freeCancellationUntil, {
    date: formatCalendarDate(clock.date, lang, { dateStyle: 'full' }),
    time: timeInSentence(clock.time, lang),
  });
}
