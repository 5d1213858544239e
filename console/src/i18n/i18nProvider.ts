import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import type { Language } from '@lakeside/contracts';
import { activeLocale, CONSOLE_LOCALES, setActiveLocale } from './locale';
import { CONSOLE_MESSAGES } from './messages';

/**
 * The console in English or Spanish. It starts in `initial` (the last signed-in person's
 * choice on this device, else the browser's language); once the account is known,
 * AccountLanguage switches to that person's choice.
 */
export function consoleI18nProvider(initial: Language): I18nProvider {
  setActiveLocale(initial);
  const polyglot = polyglotI18nProvider(
    (locale) => CONSOLE_MESSAGES[locale as Language] as unknown as TranslationMessages,
    initial,
    [...CONSOLE_LOCALES],
  );
  return {
    ...polyglot,
    getLocale: activeLocale,
    changeLocale: async (locale, options) => {
      await polyglot.changeLocale(locale, options);
      setActiveLocale(locale as Language);
    },
  };
}
