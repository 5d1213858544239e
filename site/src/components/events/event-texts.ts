/** Small texts shared by the event cards, week view and dialog. */
import type { EventOccurrenceReply, EventSessionReply } from '@lakeside/contracts';
import { fill, formatCalendarDate, formatMoney, formatTimeOfDay } from '../../lib/format';
import type { Dictionary } from '../../lib/i18n/en';
import type { Lang } from '../../lib/i18n/languages';

export type EventTexts = Dictionary['activities']['events'];
export type EventDialogTexts = Dictionary['activities']['eventDialog'];

export const spotsText = (spots: number, t: EventTexts) =>
  spots === 1 ? t.spotAvailable : fill(t.spotsAvailable, { n: spots });

export const categoryName = (category: string, t: EventTexts) => t.category[category] ?? category;

export const priceText = (event: Pick<EventOccurrenceReply, 'ticketPrice' | 'currency'>, t: EventTexts, lang: Lang) =>
  Number(event.ticketPrice) === 0 ? t.free : formatMoney(event.ticketPrice, event.currency, lang);

export const sessionLabel = (session: Pick<EventSessionReply, 'date' | 'time'>, lang: Lang) =>
  `${formatCalendarDate(session.date, lang, { weekday: 'short', month: 'short', day: 'numeric' })}, ${formatTimeOfDay(session.time, lang)}`;
