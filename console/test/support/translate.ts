import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslateFunction, TranslationMessages } from 'react-admin';
import type { Language } from '@lakeside/contracts';
import { CONSOLE_MESSAGES } from '../../src/i18n/messages';

/** The console's own translate function in a language, for unit tests of code that words things. */
export function translateIn(language: Language): TranslateFunction {
  const messages = CONSOLE_MESSAGES[language] as unknown as TranslationMessages;
  return polyglotI18nProvider(() => messages, language).translate;
}
