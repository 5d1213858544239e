/**
 * What a Spanish form needs to show the API's refusals and the contracts' validation texts
 * in Spanish. The page builds it (server side) and hands it to its islands as a prop, so a
 * phone downloads only its own language's texts.
 *
 * - Refusals are translated by their error code: the contracts hold each code's text in every
 *   language, so the API may reword its English without a Spanish page noticing.
 * - Field messages come from the contracts' zod schemas, in the browser as on the server, and
 *   carry no code; they are translated by their English text through this table.
 */
import { ERROR_CODES, ERROR_TEXTS, TEXT_LIMITS, tooLong } from '@lakeside/contracts';
import { fill } from '../format';
import { dictionary } from './dictionary';
import type { Lang } from './languages';
import { messagesEn } from './messages-en';

export interface MessageTranslations {
  /** The page language's text of each error code, `{name}` filled from the error's params. */
  codes: Record<string, string>;
  /** English validation text → page language. */
  texts: Record<string, string>;
}

/** Refusals the site raises itself, with no API message to fall back on: their text in every language. */
const SITE_RAISED_CODES = ['common.replyUnreadable'] as const;

/** For English only the site's own refusals: the API's English texts are already right. */
export function messageTranslations(lang: Lang): MessageTranslations {
  if (lang === 'en') {
    return { codes: Object.fromEntries(SITE_RAISED_CODES.map((code) => [code, ERROR_TEXTS[code].en])), texts: {} };
  }
  const codes = Object.fromEntries(ERROR_CODES.map((code) => [code, ERROR_TEXTS[code][lang]]));
  const localized = dictionary(lang).messages;
  const texts: Record<string, string> = {};
  for (const key of Object.keys(messagesEn) as (keyof typeof messagesEn)[]) {
    if (key !== 'tooLong') texts[messagesEn[key]] = localized[key];
  }
  for (const max of new Set(Object.values(TEXT_LIMITS))) {
    texts[tooLong(max)] = fill(localized.tooLong, { max });
  }
  return { codes, texts };
}
