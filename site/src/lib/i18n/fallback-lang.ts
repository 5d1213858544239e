/**
 * The retreat's own texts (room names, dishes, events) are written in English and may have a
 * Spanish version; a Spanish page shows the English one where staff have not translated it.
 * That text then carries lang="en", so a screen reader reads it with an English voice
 * (WCAG 3.1.2, language of parts). Its own module: islands import it without the dictionary.
 */
import { isTranslated } from '@lakeside/contracts';
import type { Lang } from './languages';

/** 'en' where `record`'s `field` shows untranslated on a `lang` page; undefined where it is in `lang`. */
export function fallbackLang<T extends object>(record: T, field: keyof T & string, lang: Lang): 'en' | undefined {
  return isTranslated(record, field, lang) ? undefined : 'en';
}
