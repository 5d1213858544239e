/**
 * Which language `/` should be shown in. An explicit choice (the switch's `?lang=`, or the
 * cookie it left) wins; otherwise the browser's Accept-Language decides; English by default.
 */
import { preferredLanguage } from './accept-language';
import { DEFAULT_LANGUAGE, LANGUAGE_QUERY, isLang, type Lang } from './languages';

export function homeLanguage(url: URL, cookieValue: string | undefined, acceptLanguage: string | null): Lang {
  const explicit = url.searchParams.get(LANGUAGE_QUERY) ?? cookieValue;
  if (isLang(explicit)) return explicit;
  return preferredLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
