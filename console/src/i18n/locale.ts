import type { Language } from '@lakeside/contracts';

/** The console speaks what the site speaks. */
export const CONSOLE_LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
] as const satisfies ReadonlyArray<{ locale: Language; name: string }>;

/** Spanish when the browser prefers any Spanish (es-GT, es-419…), else English. */
export function browserLocale(languages: readonly string[] = navigator.languages): Language {
  const first = languages.find((tag) => /^(en|es)\b/i.test(tag));
  return first?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/**
 * The language the console shows now, for code outside React (the HTTP client translating
 * the API's refusals by their code). The i18n provider keeps it current.
 */
let active: Language = 'en';

export function activeLocale(): Language {
  return active;
}

export function setActiveLocale(locale: Language): void {
  active = locale;
  document.documentElement.lang = locale;
}
