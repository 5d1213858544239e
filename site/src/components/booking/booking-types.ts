/** What the Book Your Stay card hands the booking wizard. */
import type { RoomQuoteReply } from '@lakeside/contracts';
import type { Lang } from '../../lib/i18n/languages';

export interface BookableRoom {
  id: string;
  name: string;
  /** 'en' where a Spanish page shows the room's English name (fallback-lang.ts). */
  nameLang?: 'en';
  pricePerNight: string;
  currency: string;
  maxGuests: number;
}

/**
 * A stay the server said is free, with its price night by night, its taxes, its total — the amount the
 * payment order must carry — and the free-cancellation deadline the booking would record:
 * all from the availability reply, so the payment step needs no other call.
 */
export interface QuotedStay extends Pick<
  RoomQuoteReply,
  'nights' | 'nightly' | 'totalPrice' | 'taxes' | 'taxIncluded' | 'taxAdded' | 'currency' | 'freeCancellationUntil'
> {
  checkin: string;
  checkout: string;
  guests: number;
}

export interface StayLabels {
  lang: Lang;
  oneNight: string;
  nightsCount: string;
}
