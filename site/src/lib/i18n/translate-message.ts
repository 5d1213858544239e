/** Islands' side of `message-translations.ts`: an unknown text is shown as it came. */
import type { MessageTranslations } from './message-translations';

export function translateMessage(translations: MessageTranslations, message: string): string {
  return translations[message] ?? message;
}
