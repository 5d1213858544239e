/** Picks the texts of a language. Server-side only: islands receive the slices they need. */
import { en, type Dictionary } from './en';
import { es } from './es';
import type { Lang } from './languages';

const DICTIONARIES: Record<Lang, Dictionary> = { en, es };

export function dictionary(lang: Lang): Dictionary {
  return DICTIONARIES[lang];
}
