import { DEFAULT_LANGUAGE, LANGUAGES, isOneOf, type Language } from '@lakeside/contracts';

/**
 * The guest's language from the browser's Accept-Language ("es-GT,es;q=0.9,en;q=0.8"), for
 * pages answered without a subscriber to ask (an unknown unsubscribe link).
 */
export function preferredLanguage(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry) => {
      const primary = entry.trim().split(/[-;]/)[0]?.toLowerCase();
      const quality = Number(/;\s*q=([\d.]+)/.exec(entry)?.[1] ?? 1);
      return { primary, quality };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality);
  const match = ranked.find(({ primary }) => isOneOf(LANGUAGES, primary));
  return isOneOf(LANGUAGES, match?.primary) ? match.primary : DEFAULT_LANGUAGE;
}
