/**
 * Texts the retreat writes (room names, dishes, events, classes) are English, and each may
 * carry a Spanish version in a sibling column named with the language's suffix: `name` →
 * `nameEs`, `description` → `descriptionEs`. Sibling columns keep every table flat, so the
 * console's forms (drawn from the database schema) offer them with no special case, and a
 * reader of Spanish sees the Spanish text where staff filled it in, the English one where not.
 */
import type { Language } from './enums/community.js';

/** Every language but English, the language the retreat's texts are written in. */
export type TranslatedLanguage = Exclude<Language, 'en'>;

/** Column suffix of each language other than English. */
export const TRANSLATION_SUFFIXES: Record<TranslatedLanguage, string> = { es: 'Es' };

/** The column holding `field` in `language`: translatedField('name', 'es') is 'nameEs'. */
export function translatedField(field: string, language: TranslatedLanguage): string {
  return `${field}${TRANSLATION_SUFFIXES[language]}`;
}

/** A filled-in translation: text with more than spaces, or a list with an entry. */
function isFilledIn(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return Array.isArray(value) && value.length > 0;
}

/** Whether `record` holds a filled-in `language` version of `field`; English texts always are. */
export function isTranslated(record: object, field: string, language: Language): boolean {
  return language === 'en' || isFilledIn((record as Record<string, unknown>)[translatedField(field, language)]);
}

/**
 * `record` as a reader of `language` sees it: every field with a filled-in translation beside
 * it takes that translation. The translation columns stay on the copy; English is unchanged.
 */
export function localized<T extends object>(record: T, language: Language): T {
  if (language === 'en') return record;
  const suffix = TRANSLATION_SUFFIXES[language];
  const copy: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const [key, value] of Object.entries(record)) {
    const field = key.slice(0, -suffix.length);
    if (key.endsWith(suffix) && field in copy && isFilledIn(value)) copy[field] = value;
  }
  return copy as T;
}
