/**
 * The site's two languages. English lives at `/…`, Spanish at `/es/…`; the same slug names
 * the same page in both, so a page's other-language twin is one prefix away.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, isOneOf, type Language } from '@lakeside/contracts';

export type Lang = Language;
export { DEFAULT_LANGUAGE, LANGUAGES };

/** Remembers the language a visitor picked with the switch, so `/` stops guessing. */
export const LANGUAGE_COOKIE = 'lakeside_lang';
/** The switch links carry `?lang=xx`; the middleware stores it in the cookie. */
export const LANGUAGE_QUERY = 'lang';
/** A year: long enough that a returning guest keeps the choice. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLang(value: unknown): value is Lang {
  return isOneOf(LANGUAGES, value);
}

export function otherLang(lang: Lang): Lang {
  return lang === 'en' ? 'es' : 'en';
}

/** BCP 47 locale for dates, times and money: Spanish as written in Guatemala. */
export function localeOf(lang: Lang): string {
  return lang === 'es' ? 'es-GT' : 'en-US';
}

/** Open Graph locale (`og:locale`). */
export function ogLocaleOf(lang: Lang): string {
  return lang === 'es' ? 'es_GT' : 'en_US';
}
