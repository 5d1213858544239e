/** What the Book Your Stay card hands the booking wizard. */
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

/** A stay the server said is free, with its price — the amount the payment order must carry. */
export interface QuotedStay {
  checkin: string;
  checkout: string;
  guests: number;
  nights: number;
  totalPrice: string;
  currency: string;
}

export interface StayLabels {
  lang: Lang;
  oneNight: string;
  nightsCount: string;
}
