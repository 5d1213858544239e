/** Islands' side of `message-translations.ts`: what to show for a message or a refusal. */
import { fillErrorText } from '@lakeside/contracts';
import type { Refusal } from '../api/post-json';
import type { MessageTranslations } from './message-translations';

/** A validation text in the page's language; an unknown text is shown as it came. */
export function translateMessage(translations: MessageTranslations, message: string): string {
  return translations.texts[message] ?? message;
}

/**
 * A refusal in the page's language, by its code; a code the page does not know (an API newer
 * than the page) shows the API's own text. Null when the reply said nothing.
 */
export function translateRefusal(translations: MessageTranslations, refusal: Refusal): string | null {
  const text = refusal.code === null ? undefined : translations.codes[refusal.code];
  return text === undefined ? refusal.message : fillErrorText(text, refusal.params);
}
