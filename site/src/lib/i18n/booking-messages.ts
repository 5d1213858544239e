/**
 * The translations of the booking flow's islands: the shared ones plus the stay rules and
 * guest-details texts the room checkout answers on its fields.
 */
import { bookingEn } from './booking-en';
import { dictionary } from './dictionary';
import type { Lang } from './languages';
import { messageTranslations, type MessageTranslations } from './message-translations';

export function bookingMessageTranslations(lang: Lang): MessageTranslations {
  const table = messageTranslations(lang);
  if (lang === 'en') return table;
  const localized = dictionary(lang).booking.serverMessages;
  for (const key of Object.keys(bookingEn.serverMessages) as (keyof typeof bookingEn.serverMessages)[]) {
    table.texts[bookingEn.serverMessages[key]] = localized[key];
  }
  return table;
}
