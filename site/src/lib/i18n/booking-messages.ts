/**
 * English → page-language table for the booking flow's islands: the shared form messages
 * plus the server texts of the room checkout (dates taken, price changed, stay rules).
 */
import { bookingEn } from './booking-en';
import { dictionary } from './dictionary';
import type { Lang } from './languages';
import { messageTranslations, type MessageTranslations } from './message-translations';

export function bookingMessageTranslations(lang: Lang): MessageTranslations {
  if (lang === 'en') return {};
  const localized = dictionary(lang).booking.serverMessages;
  const table = messageTranslations(lang);
  for (const key of Object.keys(bookingEn.serverMessages) as (keyof typeof bookingEn.serverMessages)[]) {
    table[bookingEn.serverMessages[key]] = localized[key];
  }
  return table;
}
