/**
 * Validation messages arrive in English — from the contracts' zod schemas in the browser
 * and from the API — because they are shared texts. A form in Spanish translates them
 * through this English → Spanish table, which the page hands to the island as a prop.
 */
import { TEXT_LIMITS, tooLong } from '@lakeside/contracts';
import { fill } from '../format';
import { dictionary } from './dictionary';
import type { Lang } from './languages';
import { messagesEn } from './messages-en';

export type MessageTranslations = Record<string, string>;

/** Empty for English: the original texts are already right. */
export function messageTranslations(lang: Lang): MessageTranslations {
  if (lang === 'en') return {};
  const localized = dictionary(lang).messages;
  const table: MessageTranslations = {};
  for (const key of Object.keys(messagesEn) as (keyof typeof messagesEn)[]) {
    if (key !== 'tooLong') table[messagesEn[key]] = localized[key];
  }
  for (const max of new Set(Object.values(TEXT_LIMITS))) {
    table[tooLong(max)] = fill(localized.tooLong, { max });
  }
  return table;
}
