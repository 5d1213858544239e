import spanishMessages from '@blackbox-vision/ra-language-spanish/dist-web/index.js';
import englishMessages from 'ra-language-english';
import type { Language } from '@lakeside/contracts';
import { FEATURE_MESSAGES } from './featureMessages';
import { mergeMessages, type MessageTree } from './messageTree';
import { RA_SPANISH_ADDITIONS } from './raSpanishAdditions';
import { RESOURCE_MESSAGES_ES } from '../schema/resourceLabels';

function withFeatures(base: MessageTree, language: Language): MessageTree {
  return FEATURE_MESSAGES.reduce<MessageTree>(
    (all, feature) => mergeMessages(all, { [feature.namespace]: feature[language] }),
    base,
  );
}

const english = englishMessages as unknown as MessageTree;

/**
 * react-admin's own phrases (buttons, pagination, validation) from its packs, then ours. Spanish
 * is laid over English, so a phrase a newer react-admin adds reads in English rather than as its
 * key until the pack or RA_SPANISH_ADDITIONS has it.
 */
export const CONSOLE_MESSAGES: Readonly<Record<Language, MessageTree>> = {
  en: withFeatures(english, 'en'),
  es: mergeMessages(
    withFeatures(
      mergeMessages(mergeMessages(english, spanishMessages as unknown as MessageTree), RA_SPANISH_ADDITIONS),
      'es',
    ),
    // The tables' names: English reads ADMIN_RESOURCES' labels from each resource's options.
    RESOURCE_MESSAGES_ES,
  ),
};
